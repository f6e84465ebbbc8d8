import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { DeleteIconButton } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { pressBusy } from './playSteps.ts';

const meta = preview.meta({
  title: 'Actions/DeleteIconButton',
  component: DeleteIconButton,
  args: { label: 'Delete post', onClick: fn() },
  decorators: [padded()],
});

export const Idle = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete post' });
    await expect(button).toHaveAttribute('title', 'Delete post');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

/** The delete is in flight: a spinner, and a second press does nothing. */
export const Deleting = meta.story({
  args: { deleting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete post' });
    await pressBusy(button, args.onClick);
  },
});
