import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ProviderButtons } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Sign-in/ProviderButtons',
  component: ProviderButtons,
  args: { onGoogle: fn(), onApple: fn() },
  decorators: [padded({ maxWidth: '28rem' })],
});

export const Enabled = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onGoogle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }));
    await expect(args.onApple).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
});

export const NotEnabledNotice = meta.story({
  args: { notice: 'This sign-in method is not enabled on this server.' },
  play: async ({ canvas }) => {
    // The buttons stay visible; the notice says why nothing happened.
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This sign-in method is not enabled on this server.',
    );
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
  },
});
