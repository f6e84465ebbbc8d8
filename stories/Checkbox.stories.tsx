import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Checkbox } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Forms/Checkbox',
  component: Checkbox,
  render: argStateRender(Checkbox, { checked: 'onChange' }),
  decorators: [padded({ maxWidth: '28rem' })],
  args: {
    label: 'One post for all images',
    checked: false,
    onChange: fn(),
    description: 'One carousel post with a caption for the set, still charged per image.',
  },
});

/** Post Drafting's carousel choice: off by default, its description read with it. */
export const Carousel = meta.story({
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'One post for all images' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(/still charged per image/);
    await userEvent.click(canvas.getByText('One post for all images'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
});

/** Cannot be chosen now: disabled, and the description says why. */
export const DisabledWithReason = meta.story({
  args: { disabled: true, description: 'One post for all images needs at least 2 images.' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'One post for all images' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('One post for all images needs at least 2 images.');
    await userEvent.click(canvas.getByText('One post for all images'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});
