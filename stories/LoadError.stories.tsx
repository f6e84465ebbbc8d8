import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoadError } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { pressRetry, seesLoadError } from './playSteps.ts';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { children: "Couldn't load your wallet history.", onRetry: fn() },
  decorators: [padded({ maxWidth: '40rem' })],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await seesLoadError(canvas, "Couldn't load your wallet history.");
    await pressRetry(canvas, args.onRetry);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't load your wallet history.");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
