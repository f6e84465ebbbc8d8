import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { CopyButton } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { copyReturnsToRest, pressCopy, pressDisabled } from './playSteps.ts';

const meta = preview.meta({
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { onCopy: fn(), copiedMs: 400 },
  decorators: [padded()],
});

export const CopiesAndConfirms = meta.story({
  play: async ({ canvas, args }) => {
    await pressCopy(canvas, args.onCopy);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    // The confirmation goes away by itself; the story ends in the resting state.
    await copyReturnsToRest(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
});

export const WaitsForTheClipboard = meta.story({
  args: { onCopy: fn(() => Promise.resolve()), label: 'Copy link', copiedLabel: 'Link copied' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Link copied' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible(), {
      timeout: 2000,
    });
  },
});

export const FailedCopyClaimsNothing = meta.story({
  args: { onCopy: fn(() => Promise.reject(new Error('clipboard blocked'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    // Two frames: the rejection has settled and React has committed whatever it scheduled.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await pressDisabled(button, args.onCopy);
  },
});
