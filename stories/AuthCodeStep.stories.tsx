import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { AuthCodeStep } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';
import { spies } from './spies.ts';

const meta = preview.meta({
  title: 'Sign-in/AuthCodeStep',
  component: AuthCodeStep,
  render: argStateRender(AuthCodeStep, { code: 'onCodeChange' }),
  args: {
    email: 'ada@example.com',
    code: '',
    pending: false,
    resendSeconds: 42,
    ...spies('onCodeChange', 'onComplete', 'onResend', 'onChangeEmail'),
  },
  decorators: [padded({ maxWidth: '28rem' })],
});

export const CountdownRunning = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    const resend = canvas.getByRole('button', { name: 'Resend code in 0:42' });
    await expect(resend).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Verify code' })).toBeDisabled();
    // The first box has the caret, so the code can be typed straight away (an effect places it once the
    // boxes are on screen, which a production build of React runs after the play has started).
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
    await userEvent.keyboard('4821');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(args.onChangeEmail).toHaveBeenCalledTimes(1);
  },
});

export const ResendAtZero = meta.story({
  args: { resendSeconds: 0 },
  play: async ({ canvas, args }) => {
    const resend = canvas.getByRole('button', { name: 'Resend code' });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
});

export const ResentNotice = meta.story({
  args: { resendSeconds: 60, notice: 'We sent a new code. The previous one no longer works.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a new code.');
    await expect(canvas.getByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
  },
});

export const Pending = meta.story({
  args: { code: '4821', pending: true, resendSeconds: 0 },
  play: async ({ canvas }) => {
    for (const n of [1, 2, 3, 4])
      await expect(canvas.getByRole('textbox', { name: `Digit ${n} of 4` })).toBeDisabled();
    const verify = canvas.getByRole('button', { name: 'Verify code' });
    await expect(verify).toBeDisabled();
    await expect(verify).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change email' })).toBeDisabled();
  },
});

export const WrongCode = meta.story({
  args: { code: '', error: 'Invalid OTP. Please try again.', resendSeconds: 17 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 4' });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Invalid OTP. Please try again.');
    await waitFor(() => expect(first).toHaveFocus());
  },
});

export const VerifyButton = meta.story({
  args: { code: '482' },
  play: async ({ canvas, args }) => {
    const verify = canvas.getByRole('button', { name: 'Verify code' });
    await expect(verify).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveFocus());
    await userEvent.keyboard('1');
    await expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await expect(args.onComplete).toHaveBeenLastCalledWith('4821');
  },
});
