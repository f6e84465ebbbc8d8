import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { TextField } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';
import { showsText } from './playSteps.ts';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  render: argStateRender(TextField, { value: 'onChange' }),
  args: { label: 'Brand name', value: '', placeholder: 'e.g. Plume Studio', onChange: fn() },
  decorators: [padded({ maxWidth: '24rem' })],
});

/** Typed into like any text box; the label is its name. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Brand name' });
    await userEvent.type(input, 'Plume');
    await expect(input).toHaveValue('Plume');
    await expect(args.onChange).toHaveBeenLastCalledWith('Plume');
  },
});

/** The counter appears near the limit, so it does not clutter a short answer. */
export const NearTheLimit = meta.story({
  args: { maxLength: 20, value: 'Plume Studio Londo' },
  play: showsText('18 / 20'),
});

/** An error under the box, read out with it and marking it invalid. */
export const WithError = meta.story({
  args: { value: 'x', error: 'Use at least two characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Brand name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use at least two characters.');
  },
});

/** Read mode: shown, selectable, not editable, no counter. */
export const ReadOnly = meta.story({
  args: { readOnly: true, value: 'Plume Studio', maxLength: 12 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Brand name' });
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByText('12 / 12')).toBeNull();
  },
});
