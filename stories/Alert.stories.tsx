import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Alert, Button } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { announces } from './playSteps.ts';

const meta = preview.meta({
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Your profile feeds every generation.' } as const,
  decorators: [padded({ maxWidth: '40rem' })],
});

export const Info = meta.story({
  play: announces('status', 'Your profile feeds every generation.'),
});

export const Success = meta.story({
  args: { tone: 'success', children: 'Recharge Successful! Your wallet has been successfully recharged.' },
  play: announces('status', 'Recharge Successful!'),
});

const retry = fn();

export const ErrorWithAction = meta.story({
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
});
