import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  type LibraryItemDetail,
  LibraryItemView,
  type LibraryPostDetail,
} from '../../app/src/features/library/LibraryItemView.tsx';
import { concepts, posts as plainPosts } from '../generationFixtures.ts';
import { bakeImages, bluesky, instagram, linkedin } from '../platformFixtures.ts';
import { announces, fitsTheWindow, showsText } from '../playSteps.ts';
import { savedPostActions } from '../savedPostActions.ts';
import { patternRender } from './patternRender.tsx';

// /library/{kind}/{id}'s own view (app/src/features/library) with fixture data: one post or concept of
// the library, opened from its card, whole and with everything that can be done to it.

const post: LibraryPostDetail = {
  id: 'p-1',
  title: 'This morning’s bake',
  saved: false,
  content: instagram.text,
  variants: [instagram, bluesky, linkedin],
  images: bakeImages,
  savingEdit: false,
  share: 'none',
  captionCopiedFor: null,
};

const postItem: LibraryItemDetail = { kind: 'posts', post };
const plainSaved: LibraryItemDetail = {
  kind: 'posts',
  post: {
    ...post,
    id: 'p-2',
    title: plainPosts[0]?.title ?? '',
    content: plainPosts[0]?.content ?? '',
    saved: true,
    variants: [],
    images: [],
  },
};
const conceptItem: LibraryItemDetail = {
  kind: 'concepts',
  concept: {
    id: 'c-1',
    concept: concepts[0] ?? {
      Title: '',
      Concept: '',
      Details: '',
      'Practical Tips': '',
      'Media Inspiration': '',
    },
    sources: [
      { url: 'https://bsky.app/profile/peer.bsky.social/post/1', label: 'peer.bsky.social on Bluesky' },
    ],
  },
};

const meta = preview.meta({
  title: 'Patterns/Library item',
  component: LibraryItemView,
  tags: ['!autodocs'],
  render: patternRender(LibraryItemView, { active: '/library' }),
  args: {
    kind: 'posts',
    status: 'ready',
    error: null,
    onRetry: fn(),
    item: postItem,
    back: { href: '/dashboard', label: 'Dashboard' },
    onNavigate: fn(),
    problem: null,
    onDismissProblem: fn(),
    ...savedPostActions(),
  } as const,
});

/** A post for named platforms: a tab each with edit, Refine and copy; its images with their alt texts. */
export const Post = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
    const card = canvas.getByRole('article', { name: post.title });
    await expect(within(card).getAllByRole('tab')).toHaveLength(3);
    await expect(within(card).getByRole('button', { name: 'Refine · $0.05' })).toBeVisible();
    const images = canvas.getByRole('region', { name: 'Images' });
    await expect(within(images).getByText(bakeImages[1]?.altText ?? '')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete post' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: 'Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard', expect.anything());
  },
});

/** A post saved from text (no named platform): its text, labelled Saved, with copy, download and delete. */
export const SavedPlainPost = meta.story({
  args: { item: plainSaved, back: { href: '/library', label: 'Library' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText('Saved')).toBeVisible();
    await expect(within(card).queryByRole('tab')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Images' })).toBeNull();
  },
});

/** A refine refused for want of credit: the banner says so with Recharge Now. */
export const OutOfCredits = meta.story({
  args: { problem: { message: 'Out of credits.', outOfCredits: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Out of credits.');
    await expect(canvas.getByRole('link', { name: 'Recharge Now' })).toHaveAttribute(
      'href',
      '/wallet-recharge',
    );
  },
});

/** A concept whole, with what inspired it; copy, download and delete. */
export const Concept = meta.story({
  args: { kind: 'concepts', item: conceptItem },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Concept' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete concept' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', item: null },
  play: announces('status', 'Loading the post…'),
});

/** Deleted meanwhile, or another person's link. */
export const Missing = meta.story({
  args: { status: 'missing', item: null, kind: 'concepts' },
  play: showsText('This concept is no longer here'),
});

export const Failed = meta.story({
  args: { status: 'error', item: null, error: 'Failed to fetch your library.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Images' })).toBeVisible();
    await fitsTheWindow();
  },
});
