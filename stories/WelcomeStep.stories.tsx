import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WelcomeStep } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = {
  title: 'Sign-in/WelcomeStep',
  component: WelcomeStep,
  args: { email: 'ada@example.com', pending: false, onContinue: fn() },
  decorators: [padded({ maxWidth: '28rem' })],
} satisfies Meta<typeof WelcomeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Plume' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};
