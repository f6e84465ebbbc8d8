import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  type LibraryConceptItem,
  type LibraryPostItem,
  LibraryView,
} from '../../app/src/features/library/LibraryView.tsx';
import { concepts as conceptFields, posts as plainPosts } from '../generationFixtures.ts';
import { bakeImages, bluesky, instagram, linkedin } from '../platformFixtures.ts';
import { announces } from '../playSteps.ts';
import { spies } from '../spies.ts';
import { keepInArgs } from '../useArgState.ts';
import { backToTop } from './PatternShell.tsx';
import { patternRender } from './patternRender.tsx';

// /library's own view (app/src/features/library) with fixture data: every post and concept a person
// keeps, searched, filtered and paged by "Load more".

const posts: LibraryPostItem[] = [
  {
    id: 'p-1',
    title: 'This morning’s bake',
    saved: true,
    content: instagram.text,
    variants: [instagram, bluesky, linkedin],
    images: bakeImages,
    href: '/library/posts/p-1',
  },
  {
    id: 'p-2',
    title: plainPosts[0]?.title ?? '',
    saved: true,
    content: plainPosts[0]?.content ?? '',
    variants: [],
    images: [],
  },
  {
    id: 'p-3',
    title: 'Two loaves, one story',
    saved: false,
    content: bluesky.text,
    variants: [bluesky],
    images: [],
  },
];

const concepts: LibraryConceptItem[] = conceptFields.map((concept, i) => ({
  id: `c-${i}`,
  concept,
  href: `/library/concepts/c-${i}`,
}));

const meta = preview.meta({
  title: 'Patterns/Library',
  component: LibraryView,
  tags: ['!autodocs'],
  render: patternRender(LibraryView, { active: '/library' }, (args, updateArgs) =>
    keepInArgs(args, updateArgs, {
      kind: 'onKindChange',
      savedOnly: 'onSavedOnlyChange',
      search: 'onSearchChange',
      selectedConceptId: 'onSelectConcept',
    }),
  ),
  args: {
    kind: 'posts',
    onKindChange: fn(),
    savedOnly: false,
    onSavedOnlyChange: fn(),
    search: '',
    onSearchChange: fn(),
    status: 'ready',
    error: null,
    onRetry: fn(),
    posts,
    concepts,
    selectedConceptId: null,
    onSelectConcept: fn(),
    hasMore: true,
    onLoadMore: fn(),
    loadingMore: false,
    loadMoreError: null,
    ...spies('onCopy', 'onNavigate'),
  } as const,
});

/** Posts newest first, each saved one labelled Saved; a person searches, narrows to saved, and loads more. */
export const Posts = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    const saved = canvas.getByRole('article', { name: 'This morning’s bake' });
    await expect(within(saved).getByText('Saved')).toBeVisible();
    // Its title opens the post in full.
    await expect(within(saved).getByRole('link', { name: 'This morning’s bake' })).toHaveAttribute(
      'href',
      '/library/posts/p-1',
    );
    const drafted = canvas.getByRole('article', { name: 'Two loaves, one story' });
    await expect(within(drafted).queryByText('Saved')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 'loaf');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('loaf');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Saved only');
    await expect(args.onSavedOnlyChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    // Which control shows a focus ring after typing, choosing and clicking depends on when the browser
    // decides focus-visible; the screenshot is of the results, so nothing keeps focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    backToTop(canvasElement);
  },
});

/** Concepts: their titles in a list, the chosen one whole beside it. */
export const Concepts = meta.story({
  args: { kind: 'concepts', hasMore: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Concepts' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    const second = conceptFields[1]?.Title ?? '';
    await userEvent.click(canvas.getByRole('button', { name: second }));
    await expect(args.onSelectConcept).toHaveBeenCalledWith('c-1');
    await expect(canvas.getByRole('heading', { level: 2, name: second })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Open concept' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/library/concepts/c-1', expect.anything());
    await userEvent.click(canvas.getByRole('tab', { name: 'Posts' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('posts');
    // Back to the concepts, which this story shows.
    await userEvent.click(canvas.getByRole('tab', { name: 'Concepts' }));
    await expect(canvas.getByRole('heading', { level: 2, name: second })).toBeVisible();
    backToTop(canvasElement);
  },
});

/** A search that finds nothing says so and names the words. */
export const NoMatch = meta.story({
  args: { posts: [], search: 'croissant', hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts match “croissant”')).toBeVisible();
  },
});

/** The first page loading: placeholders, announced once. */
export const Loading = meta.story({
  args: { status: 'loading', posts: [], hasMore: false },
  play: announces('status', 'Loading your library…'),
});
