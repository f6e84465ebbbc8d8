import { expect, fn } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { LoadError } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { failsToLoad } from './playSteps.ts';

const meta = preview.meta({
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { children: "Couldn't load your wallet history.", onRetry: fn() },
  decorators: [padded({ maxWidth: '40rem' })],
});

export const WithRetry = meta.story({
  play: failsToLoad("Couldn't load your wallet history."),
});

export const WithoutRetry = meta.story({
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't load your wallet history.");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
