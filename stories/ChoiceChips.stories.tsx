import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { platformLabel } from '../edge/contract/handles.ts';
import { IMAGE_POST_PLATFORMS } from '../edge/contract/platforms.ts';
import { MAX_POST_PLATFORMS } from '../edge/contract/post-platforms.ts';
import { ChoiceChips } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

/** Post Drafting's "Post to" choices: the platforms of the shared contract that take image posts. */
const platforms = IMAGE_POST_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) }));

const meta = preview.meta({
  title: 'Forms/ChoiceChips',
  component: ChoiceChips,
  render: argStateRender(ChoiceChips, { value: 'onChange' }),
  decorators: [padded({ maxWidth: '32rem' })],
  args: {
    legend: 'Post to',
    options: platforms,
    value: ['instagram'],
    onChange: fn(),
    min: 1,
    max: MAX_POST_PLATFORMS,
    help: `One post per platform, written for it. Choose up to ${MAX_POST_PLATFORMS}.`,
  },
});

/** Post to: Instagram preselected (no handles yet); a click adds Bluesky, in the list's order. */
export const PostTo = meta.story({
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Post to' });
    await expect(group).toHaveAccessibleDescription(/Choose up to 3/);
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(IMAGE_POST_PLATFORMS.length);
    await expect(canvas.queryByRole('checkbox', { name: 'YouTube' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    await userEvent.click(canvas.getByText('Bluesky'));
    await expect(canvas.getByRole('checkbox', { name: 'Bluesky' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['instagram', 'bluesky']);
  },
});

/** Three chosen: the others are disabled until one is let go (never refused after the click). */
export const AtTheLimit = meta.story({
  args: { value: ['instagram', 'linkedin', 'bluesky'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'X' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'LinkedIn' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'LinkedIn' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['instagram', 'bluesky']);
    await expect(canvas.getByRole('checkbox', { name: 'X' })).toBeEnabled();
  },
});

/** The last platform cannot be let go: a post goes somewhere. Space toggles from the keyboard. */
export const KeepsOne = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Instagram' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'TikTok' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'TikTok' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Instagram' })).toBeEnabled();
  },
});

/** While a run is in flight the choice shows and cannot change. */
export const Disabled = meta.story({
  args: { value: ['instagram', 'bluesky'], disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
});
