import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { type HandleItem, HandleList } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { padded } from './padded.tsx';

const platforms = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'x', label: 'X' },
  { value: 'linkedin', label: 'LinkedIn' },
];

const example: HandleItem = { platform: 'instagram', handle: 'plume.studio' };
const two: HandleItem[] = [
  { platform: 'instagram', handle: 'ada.bakes' },
  { platform: 'x', handle: 'ada_bakes' },
];

/** A stand-in for the app's normaliser: drops a leading @ and reduces a URL to its last segment. */
const normalise = (_platform: string, handle: string) =>
  handle
    .trim()
    .replace(/^https?:\/\/[^/]+\/(@)?/, '')
    .replace(/\/.*$/, '')
    .replace(/^@/, '');

const meta = preview.meta({
  title: 'Forms/HandleList',
  component: HandleList,
  render: argStateRender(HandleList, { items: 'onChange' }),
  decorators: [padded({ maxWidth: '40rem' })],
  args: { label: 'Your handles', items: [], platforms, example, normalise, onChange: fn() },
});

export const ReadOnly = meta.story({
  args: { readOnly: true, items: two },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('Instagramada.bakes');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** Read mode with what was read of each handle: a note in its chip, a closed network said plainly. */
export const ReadOnlyWithNotes = meta.story({
  args: {
    readOnly: true,
    items: [
      { platform: 'instagram', handle: 'ada.bakes' },
      { platform: 'bluesky', handle: 'peer.bsky.social' },
      { platform: 'website', handle: 'https://crumbandco.example/blog/feed.xml' },
    ],
    platforms: [
      ...platforms,
      { value: 'bluesky', label: 'Bluesky' },
      { value: 'website', label: 'Website / blog / podcast feed' },
    ],
    notes: {
      0: 'Instagram offers no open read access',
      1: '28 posts, read 2 h ago',
      2: 'not read yet: your next concept run reads it',
    },
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Instagramada.bakesInstagram offers no open read access');
    await expect(items[1]).toHaveTextContent('28 posts, read 2 h ago');
    await expect(items[2]).toHaveTextContent('https://crumbandco.example/blog/feed.xml');
  },
});

export const ReadOnlyEmptyShowsTheExample = meta.story({
  args: { readOnly: true, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No handles yet.')).toBeVisible();
    await expect(canvas.getByText('Example')).toBeVisible();
    await expect(canvas.getByText('plume.studio')).toBeVisible();
  },
});

export const EmptyAddsARow = meta.story({
  args: { items: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Example')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a handle' }));
    const input = canvas.getByRole('textbox', { name: 'Your handles 1: handle' });
    await expect(input).toHaveFocus();
    await expect(canvas.queryByText('Example')).toBeNull();
    await userEvent.type(input, '@ada.bakes');
    await userEvent.tab();
    // Leaving the box normalises it: the @ goes.
    await expect(input).toHaveValue('ada.bakes');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ platform: 'instagram', handle: 'ada.bakes' }]);
  },
});

export const Editing = meta.story({
  args: { items: two },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Your handles 2: platform' }),
      'TikTok',
    );
    const second = canvas.getByRole('textbox', { name: 'Your handles 2: handle' });
    await userEvent.clear(second);
    await userEvent.type(second, 'breadtok');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { platform: 'instagram', handle: 'ada.bakes' },
      { platform: 'tiktok', handle: 'breadtok' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove your handles 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ platform: 'tiktok', handle: 'breadtok' }]);
    await expect(canvas.getByRole('button', { name: 'Add a handle' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Your handles 1: handle' })).toHaveValue('breadtok');
  },
});

export const WithErrors = meta.story({
  args: {
    items: [
      { platform: 'x', handle: 'far_too_long_for_x' },
      { platform: 'instagram', handle: 'ada.bakes' },
    ],
    errors: { 0: 'X handles are letters, numbers and _ (up to 15).' },
  },
  play: async ({ canvas }) => {
    const bad = canvas.getByRole('textbox', { name: 'Your handles 1: handle' });
    await expect(bad).toHaveAttribute('aria-invalid', 'true');
    await expect(bad).toHaveAccessibleDescription('X handles are letters, numbers and _ (up to 15).');
    await expect(canvas.getByRole('textbox', { name: 'Your handles 2: handle' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
});

export const Full = meta.story({
  args: { items: two, max: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add a handle' })).toBeNull();
    await expect(canvas.getByText('That is the most a list holds (2).')).toBeVisible();
  },
});
