import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { PostCard, PostCardSkeleton } from '../ui/src/index.ts';
import { posts, samplePhoto } from './generationFixtures.ts';
import { padded } from './padded.tsx';
import { copyReturnsToRest, followLink, pressBusy, pressCopy } from './playSteps.ts';
import { spies } from './spies.ts';

const [loaf, box, baker] = posts as [(typeof posts)[0], (typeof posts)[0], (typeof posts)[0]];

const meta = preview.meta({
  title: 'Generation/PostCard',
  component: PostCard,
  args: {
    title: loaf.title,
    content: loaf.content,
    imageUrl: samplePhoto(200),
    ...spies('onDownload', 'onCopy', 'onDelete'),
  },
  decorators: [padded({ maxWidth: '22rem' })],
});

/** The text region a See more button controls. */
function contentOf(toggle: HTMLElement): HTMLElement {
  const id = toggle.getAttribute('aria-controls');
  const region = id ? document.getElementById(id) : null;
  if (!region) throw new Error('See more controls no element');
  return region;
}

/** SPEC §2: over 160 characters the text is clamped to 3 lines; See more / Show less toggles it. */
export const WithImageClamped = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Fresh out of the oven' });
    await expect(card.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg'));
    const more = within(card).getByRole('button', { name: 'See more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = contentOf(more);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    await userEvent.click(more);
    const less = within(card).getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(text.scrollHeight).toBe(text.clientHeight);
    await expect(within(card).getByText('Reserve yours by message')).toBeVisible();
    await userEvent.click(less);
    await expect(within(card).getByRole('button', { name: 'See more' })).toBeVisible();
  },
});

/** 160 characters or fewer: the whole text, no toggle. */
export const ShortTextNoImage = meta.story({
  args: { title: box.title, content: box.content, imageUrl: null },
  play: async ({ canvas }) => {
    await expect(box.content.length).toBeLessThanOrEqual(160);
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(box.content)).toBeVisible();
  },
});

export const NewThisSession = meta.story({
  args: { title: baker.title, content: baker.content, imageUrl: samplePhoto(20), isNew: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Meet the baker' });
    await expect(within(card).getByText('NEW')).toBeVisible();
  },
});

export const DownloadCopyDelete = meta.story({
  args: { imageUrl: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download post' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await pressCopy(canvas, args.onCopy, 'Copy post');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete post' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await copyReturnsToRest(canvas, 'Copy post', 3000);
  },
});

export const Deleting = meta.story({
  args: { imageUrl: null, deleting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete post' });
    await pressBusy(button, args.onDelete);
  },
});

/** The concept page's Generated Posts add a save button; saved is shown, not repeated. */
export const SaveAndSaved = meta.story({
  args: { imageUrl: null, title: box.title, content: box.content, onSave: fn() },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <PostCard {...args} />
      <PostCard {...args} title="Saving the pastry box" saving />
      <PostCard {...args} title="Saved pastry box" saved />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const [idle, saving, saved] = canvas.getAllByRole('article');
    if (!idle || !saving || !saved) throw new Error('three cards expected');
    await userEvent.click(within(idle).getByRole('button', { name: 'Save post' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const busy = within(saving).getByRole('button', { name: 'Save post' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(saved).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(within(saved).queryByRole('button', { name: 'Save post' })).toBeNull();
  },
});

/** A list of what a person keeps (the Library): a saved post says so beside its title, with no save button. */
export const SavedInALibrary = meta.story({
  args: { title: box.title, content: box.content, imageUrl: null, saved: true, onDelete: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: box.title });
    await expect(within(card).getByText('Saved')).toBeVisible();
    await expect(within(card).queryByRole('button', { name: /save/i })).toBeNull();
  },
});

/** In the Library the title opens the post in full (its detail view); the app routes the click. */
export const TitleOpensThePost = meta.story({
  args: {
    title: box.title,
    content: box.content,
    imageUrl: null,
    saved: true,
    onDelete: undefined,
    titleHref: '/library/posts/post-2',
    onNavigate: fn(),
  },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: box.title });
    const link = within(card).getByRole('link', { name: box.title });
    await followLink(link, args.onNavigate, '/library/posts/post-2');
  },
});

export const OfflineModel = meta.story({
  args: { offline: true, isNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('offline demo model')).toBeVisible();
    await expect(canvas.getByText('NEW')).toBeVisible();
  },
});

/** An image that no longer loads disappears instead of showing a broken-image icon. */
export const BrokenImage = meta.story({
  args: { imageUrl: 'data:image/png;base64,AAAA', title: box.title, content: box.content },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Weekend pastry box' });
    await waitFor(() => expect(card.querySelector('img')).toBeNull());
    await expect(within(card).getByText(box.content)).toBeVisible();
  },
});

export const Skeleton = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <PostCardSkeleton />
      <PostCardSkeleton withImage={false} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const skeletons = canvasElement.querySelectorAll('[data-skeleton][aria-hidden="true"]');
    await expect(skeletons.length).toBeGreaterThanOrEqual(2);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
});
