import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { WelcomeStep } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Sign-in/WelcomeStep',
  component: WelcomeStep,
  args: { email: 'ada@example.com', pending: false, onContinue: fn() },
  decorators: [padded({ maxWidth: '28rem' })],
});

export const Ready = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Plume' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
});

export const Pending = meta.story({
  args: { pending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
});
