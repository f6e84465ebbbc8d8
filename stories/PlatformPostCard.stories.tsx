import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { PlatformPostCard } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import {
  bakeImages,
  bluesky,
  blueskyOver,
  editedInstagram,
  instagram,
  linkedin,
  measure,
  pinterest,
  platformVariant,
  postedText,
} from './platformFixtures.ts';
import { refineOptions } from './refineFixtures.ts';
import { spies } from './spies.ts';

/** An alt text 12 characters over X's 1,000. */
const LONG_ALT = 'A tray of cinnamon buns, glazed and still steaming, on a marble counter by the window. '
  .repeat(12)
  .slice(0, 1012);

const meta = preview.meta({
  title: 'Generation/PlatformPostCard',
  component: PlatformPostCard,
  args: {
    title: 'This morning’s bake',
    variants: [instagram, bluesky, linkedin],
    images: bakeImages,
    measure,
    postedText,
    ...spies('onCopy', 'onDownload'),
  },
  decorators: [padded({ maxWidth: '26rem' })],
});

/** One tab per platform; the text is plain text with its line breaks, never Markdown. */
export const PlatformTabs = meta.story({
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['Instagram', 'Bluesky', 'LinkedIn']);
    await expect(canvas.getByRole('tab', { name: 'Instagram' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    const text = within(panel).getByText(/Two sourdough loaves and a tray/);
    await expect(text.textContent).toBe(instagram.text);
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    await expect(within(panel).getByText(`${instagram.length} / 2200`)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Bluesky' }));
    await expect(within(canvas.getByRole('tabpanel')).getByText(/Out of the oven at 6/)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'LinkedIn' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'LinkedIn' })).toHaveFocus();
  },
});

/** Under the limit: 'length / limit' in the quiet counter colour. */
export const CounterUnderLimit = meta.story({
  args: { variants: [bluesky] },
  play: async ({ canvas }) => {
    const counter = canvas.getByText(`${bluesky.length} / 300`);
    await expect(bluesky.length).toBeLessThanOrEqual(300);
    await expect(counter).not.toHaveAttribute('data-over');
    await expect(canvas.queryByText(/over$/)).toBeNull();
  },
});

/** Still over after the fit request: stored as it is, the counter red with 'N over' — never cut. */
export const CounterOverLimit = meta.story({
  args: { variants: [blueskyOver] },
  play: async ({ canvas }) => {
    const over = blueskyOver.length - 300;
    await expect(over).toBeGreaterThan(0);
    const counter = canvas.getByText(`${blueskyOver.length} / 300 · ${over} over`);
    await expect(counter).toHaveAttribute('data-over', 'true');
  },
});

/** Hashtags as chips; a chip's remove button saves the variant without that hashtag. */
export const HashtagChips = meta.story({
  args: { onEdit: fn() },
  play: async ({ canvas, args }) => {
    const chips = within(canvas.getByRole('list', { name: 'Hashtags' })).getAllByRole('listitem');
    await expect(chips.map((c) => c.textContent)).toEqual(['#sourdough', '#bakery', '#freshbread']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove #bakery' }));
    await expect(args.onEdit).toHaveBeenCalledWith({
      variant: { platform: 'instagram', text: instagram.text, hashtags: ['sourdough', 'freshbread'] },
    });
  },
});

/** Without `onEdit` the post is read-only: no remove buttons, no Edit. */
export const ReadOnlyChips = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#bakery')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove #/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
});

/** Pinterest carries a pin title with its own 100-character counter. */
export const PinterestTitle = meta.story({
  args: { variants: [pinterest], images: bakeImages.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pin title')).toBeVisible();
    await expect(canvas.getByText('Country sourdough with an open crumb')).toBeVisible();
    await expect(canvas.getByText(`${pinterest.title?.length} / 100`)).toBeVisible();
    await expect(canvas.getByText(`${pinterest.length} / 500`)).toBeVisible();
  },
});

/** Each tab says whether every alt text fits that platform's limit (X 1,000; none on Instagram). */
export const AltTextPerPlatform = meta.story({
  args: {
    variants: [instagram, platformVariant('x', 'Sourdough and cinnamon buns, out at 6.', ['sourdough'])],
    images: [bakeImages[0] ?? { url: '', altText: '' }, { url: bakeImages[1]?.url ?? '', altText: LONG_ALT }],
    clampAt: 5000,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Instagram sets no alt-text limit')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: 'X' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByText('1012 / 1000 · 12 over')).toHaveAttribute('data-over', 'true');
    const fits = within(panel).getByText(`${bakeImages[0]?.altText.length} / 1000`);
    await expect(fits).not.toHaveAttribute('data-over');
  },
});

/** Edit mode: a live counter, chips, alt text, Save and Cancel; Revert brings back the model's original. */
export const EditMode = meta.story({
  args: { variants: [editedInstagram, bluesky], onEdit: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const box = canvas.getByRole('textbox', { name: 'Instagram text' });
    await expect(box).toHaveValue(editedInstagram.text);
    await userEvent.type(box, ' Open till 2.');
    const typed = `${editedInstagram.text} Open till 2.`;
    await expect(
      canvas.getByText(`${measure('instagram', { text: typed, hashtags: ['sourdough', 'bakery'] })} / 2200`),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove #bakery' }));
    const alt = canvas.getByRole('textbox', { name: 'Alt text, image 2' });
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Cinnamon buns on a tray.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEdit).toHaveBeenCalledWith({
      variant: { platform: 'instagram', text: typed, hashtags: ['sourdough'] },
      altTexts: [bakeImages[0]?.altText, 'Cinnamon buns on a tray.'],
    });
    // Saved: back to read mode. Edit again and revert to the model's original.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revert to original' }));
    await expect(canvas.getByRole('textbox', { name: 'Instagram text' })).toHaveValue(instagram.text);
    await expect(canvas.getByRole('button', { name: 'Remove #freshbread' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('textbox', { name: 'Instagram text' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
});

/** Copy hands over exactly what to paste; after Share… for Instagram the caption-copied notice shows. */
export const CopyAndShare = meta.story({
  args: { onShare: fn(), captionCopiedFor: 'instagram' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Instagram post' }));
    await expect(args.onCopy).toHaveBeenCalledWith(
      `${instagram.text}\n\n#sourdough #bakery #freshbread`,
      'instagram',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Share…' }));
    await expect(args.onShare).toHaveBeenCalledWith('instagram');
    await expect(canvas.getByText('Caption copied — paste it in the Instagram app.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Instagram post' })).toBeVisible(), {
      timeout: 3000,
    });
  },
});

/** Where files cannot be shared, Share… gives way to copy and download. */
export const ShareFallback = meta.story({
  args: { onShare: fn(), shareFallback: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Share…' })).toBeNull();
    await expect(canvas.getByText(/can’t share the images/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Instagram post' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
});

/** Refine on each tab says its price; it opens the menu for that tab's platform. */
export const RefineClosed = meta.story({
  args: { refine: refineOptions(fn()) },
  play: async ({ canvas }) => {
    const refine = canvas.getByRole('button', { name: 'Refine · $0.05' });
    await expect(refine).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('tab', { name: 'Bluesky' }));
    await expect(canvas.getByRole('button', { name: 'Refine · $0.05' })).toBeVisible();
  },
});

/** The menu opens under the variant; a refine that went through closes it and focus goes back. */
export const RefineOpen = meta.story({
  args: { refine: refineOptions(fn(async () => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Bluesky' }));
    const trigger = canvas.getByRole('button', { name: 'Refine · $0.05' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('region', { name: 'Refine the Bluesky post' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Shorter' }));
    await expect(args.refine?.onRefine).toHaveBeenCalledWith('bluesky', { instruction: 'shorter' });
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Refine the/ })).toBeNull());
    await expect(trigger).toHaveFocus();
    // Open again for the screenshot: the menu as a person sees it.
    await userEvent.click(trigger);
    await expect(canvas.getByRole('region', { name: 'Refine the Bluesky post' })).toBeVisible();
  },
});

/** While a refine runs the trigger says so, Edit waits, and the menu's other choices wait. */
export const RefineBusy = meta.story({
  args: {
    onEdit: fn(),
    refine: { ...refineOptions(fn()), busy: { platform: 'instagram', instruction: 'translate' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refining…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Bluesky' }));
    // Another tab of the same post cannot start a second refine meanwhile.
    await expect(canvas.getByRole('button', { name: 'Refine · $0.05' })).toBeDisabled();
  },
});
