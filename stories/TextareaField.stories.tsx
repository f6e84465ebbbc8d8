import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { TextareaField, Toggletip } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

const meta = preview.meta({
  title: 'Forms/TextareaField',
  component: TextareaField,
  render: argStateRender(TextareaField, { value: 'onChange' }),
  args: { label: 'Background', rows: 4, placeholder: 'Your story in a few lines', value: '', onChange: fn() },
  decorators: [padded({ maxWidth: '32rem' })],
});

export const Editable = meta.story({
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Background' });
    await expect(box).toHaveAttribute('placeholder', 'Your story in a few lines');
    await userEvent.type(box, 'Baking since 2010.');
    await expect(box).toHaveValue('Baking since 2010.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Baking since 2010.');
  },
});

export const ReadOnly = meta.story({
  args: { readOnly: true, value: 'Baking since 2010 in a tiny Lisbon kitchen.' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Background' });
    await expect(box).toHaveAttribute('readonly');
    await expect(box).not.toHaveAttribute('placeholder');
    await userEvent.type(box, 'more');
    await expect(box).toHaveValue('Baking since 2010 in a tiny Lisbon kitchen.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const NearTheLimit = meta.story({
  args: { value: 'x'.repeat(95), maxLength: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('95 / 100')).toBeVisible();
    const box = canvas.getByRole('textbox', { name: 'Background' });
    await userEvent.type(box, 'abcdefghij');
    await expect(box).toHaveValue(`${'x'.repeat(95)}abcde`);
    await expect(canvas.getByText('100 / 100')).toBeVisible();
  },
});

export const WithError = meta.story({
  args: { value: 'Hello', error: 'Background is at most 2000 characters.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Background' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Background is at most 2000 characters.');
  },
});

export const WithHelp = meta.story({
  args: {
    labelAccessory: <Toggletip label="About Background" content="Where you come from and what you do." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'About Background' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Background' })).toBeVisible();
  },
});

export const WordCounter = meta.story({
  args: {
    label: 'Additional Instructions',
    placeholder: 'Anything the concepts should keep in mind',
    wordLimit: 250,
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Additional Instructions' });
    await expect(canvas.getByText('0 / 250 words')).toBeVisible();
    // A Japanese sentence has no spaces and is still several words (東京 で パン を 焼 い てい ます).
    // Typed and cleared again: the screenshot machines have no CJK font.
    await userEvent.type(box, '東京でパンを焼いています');
    const counter = canvas.getByText(/\/ 250 words$/);
    await expect(Number(counter.textContent?.split(' ')[0])).toBeGreaterThan(3);
    await userEvent.clear(box);
    await userEvent.type(box, 'Warm tone, — short  sentences, and one hashtag # per post.');
    // Words, not characters: the lone dash and the lone '#' are not words.
    await expect(canvas.getByText('9 / 250 words')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('9 / 250 words');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'Warm tone, — short  sentences, and one hashtag # per post.',
    );
  },
});

export const OverTheWordLimit = meta.story({
  args: {
    label: 'Provide media context',
    value: Array.from({ length: 251 }, (_, index) => `word${index + 1}`).join(' '),
    wordLimit: 250,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Provide media context' });
    await expect(canvas.getByText('251 / 250 words')).toBeVisible();
    // Shown, never blocked (SPEC §5): typing past the limit still works.
    await userEvent.type(box, ' more');
    await expect(canvas.getByText('252 / 250 words')).toBeVisible();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
});
