import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadError } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { failsToLoad } from './playSteps.ts';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { children: "Couldn't load your wallet history.", onRetry: fn() },
  decorators: [padded({ maxWidth: '40rem' })],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: failsToLoad("Couldn't load your wallet history."),
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't load your wallet history.");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
