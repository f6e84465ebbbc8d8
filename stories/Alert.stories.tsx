import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert, Button } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { announces } from './playSteps.ts';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Your profile feeds every generation.' },
  decorators: [padded({ maxWidth: '40rem' })],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: announces('status', 'Your profile feeds every generation.'),
};

export const Success: Story = {
  args: { tone: 'success', children: 'Recharge Successful! Your wallet has been successfully recharged.' },
  play: announces('status', 'Recharge Successful!'),
};

const retry = fn();

export const ErrorWithAction: Story = {
  args: {
    tone: 'error',
    children: 'Failed to load FAQs. Please try again later.',
    action: (
      <Button size="sm" variant="secondary" onClick={retry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load FAQs. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
