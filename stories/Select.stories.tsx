import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { LANGUAGES } from '../edge/contract/languages.ts';
import { Select, Toggletip } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

/** The 36 profile languages of the shared contract, as the app passes them. */
const languages = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));

const meta = preview.meta({
  title: 'Forms/Select',
  component: Select,
  render: argStateRender(Select, { value: 'onChange' }),
  args: { label: 'Language', options: languages, value: 'en-US', onChange: fn() },
  decorators: [padded({ maxWidth: '20rem' })],
});

export const Language = meta.story({
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en-US');
    const options = within(select).getAllByRole('option');
    await expect(options).toHaveLength(36);
    await expect(options.map((o) => o.textContent)).toEqual(languages.map((l) => l.label));
    await expect(options.slice(0, 2).map((o) => o.textContent)).toEqual(['English (US)', 'English (UK)']);
    await userEvent.selectOptions(select, 'French');
    await expect(select).toHaveValue('fr-FR');
    await expect(args.onChange).toHaveBeenLastCalledWith('fr-FR');
  },
});

/** The label beside the select, centred with it on one line (e.g. the dashboard's Month in a card header). */
export const LabelBeside = meta.story({
  args: { labelPlacement: 'beside' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    const label = canvas.getByText('Language').getBoundingClientRect();
    const box = select.getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(box.left);
    await expect(Math.abs(label.top + label.height / 2 - (box.top + box.height / 2))).toBeLessThanOrEqual(1);
  },
});

export const ReadOnly = meta.story({
  args: { value: 'ja-JP', disabled: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Japanese');
  },
});

export const WithHelp = meta.story({
  args: {
    labelAccessory: <Toggletip label="About Language" content="The language Plume writes in." />,
  },
  play: async ({ canvas }) => {
    // Tab reaches the help before the select, and focus opens it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About Language' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('The language Plume writes in.');
  },
});
