import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { CAROUSEL_STEP_PX, LibraryCarousel } from '../ui/src/index.ts';
import { libraryConcepts, libraryPosts, utcDate } from './dashboardFixtures.tsx';
import { padded } from './padded.tsx';
import { failsToLoad, fitsTheWindow, followLink, seesSkeletons } from './playSteps.ts';
import { spies } from './spies.ts';

const meta = preview.meta({
  title: 'Dashboard/LibraryCarousel',
  component: LibraryCarousel,
  args: {
    status: 'ready',
    concepts: libraryConcepts,
    posts: libraryPosts,
    generateHrefs: { concepts: '/concept-generation', posts: '/post-generation' },
    ...spies('onNavigate', 'onRetry'),
    formatDate: (date: Date) => utcDate.format(date),
  } as const,
  decorators: [padded({ maxWidth: '52rem' }, { tighterOnMobile: true })],
});

const trackOf = (canvasElement: HTMLElement, name = 'Concepts') =>
  within(canvasElement).getByRole('region', { name });
// A smooth scroll runs on animation frames, which a busy test machine hands out late: a scroll of a
// whole row can outlast waitFor's default second (a full local run once stopped 8 px short of the start).
const scrolledTo = (track: HTMLElement, left: number) =>
  waitFor(() => expect(Math.round(track.scrollLeft)).toBe(left), { timeout: 5000 });

export const Concepts = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Content Library' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Concepts' })).toHaveAttribute('aria-selected', 'true');
    const track = trackOf(canvasElement);
    const cards = within(track).getAllByRole('listitem');
    await expect(cards).toHaveLength(libraryConcepts.length);
    const [first] = cards as [HTMLElement];
    await expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Behind the counter at 5 a.m.',
    );
    await expect(first).toHaveTextContent('Mainstream');
    await expect(first.querySelector('time')).toHaveTextContent('Mar 1, 2026');
    // One card and its gap make one step.
    const [a, b] = cards.map((card) => card.getBoundingClientRect());
    await expect(Math.round((b?.left ?? 0) - (a?.left ?? 0))).toBe(CAROUSEL_STEP_PX);
    await expect(canvas.getByRole('button', { name: 'Previous concepts' })).toBeDisabled();
    // Next turns on once the row has measured that it overflows (after layout, in an effect).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next concepts' })).toBeEnabled());
  },
});

export const ScrollsByButtons = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const track = trackOf(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next concepts' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Next concepts' }));
    await scrolledTo(track, 300);
    await userEvent.click(canvas.getByRole('button', { name: 'Next concepts' }));
    await scrolledTo(track, 600);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous concepts' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Previous concepts' }));
    await scrolledTo(track, 300);
    // Back at the start (a screenshot shows the row unscrolled), Previous is off again.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous concepts' }));
    await scrolledTo(track, 0);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous concepts' })).toBeDisabled());
  },
});

export const ScrollsByArrowKeys = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const track = trackOf(canvasElement);
    // Tab order: the two buttons (Previous is disabled at the start), then the cards' region.
    await userEvent.click(canvas.getByRole('tab', { name: 'Concepts' }));
    await userEvent.tab();
    await userEvent.tab();
    await expect(track).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await scrolledTo(track, 300);
    await userEvent.keyboard('{ArrowRight}');
    await scrolledTo(track, 600);
    await userEvent.keyboard('{ArrowLeft}');
    await scrolledTo(track, 300);
    await userEvent.keyboard('{End}');
    await scrolledTo(track, track.scrollWidth - track.clientWidth);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next concepts' })).toBeDisabled());
    await userEvent.keyboard('{Home}');
    await scrolledTo(track, 0);
  },
});

export const Posts = meta.story({
  args: { defaultTab: 'posts' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    const track = trackOf(canvasElement, 'Posts');
    const cards = within(track).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]?.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg'),
    );
    // A post without an image shows its text only.
    await expect(cards[2]?.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Previous posts' })).toBeDisabled();
  },
});

export const SwitchingTabs = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Posts' }));
    await expect(trackOf(canvasElement, 'Posts')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Concepts' })).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Concepts' })).toHaveFocus();
    await expect(trackOf(canvasElement)).toBeVisible();
  },
});

/** On the dashboard: 'See all' beside the tabs opens the whole library (/library). */
export const SeeAll = meta.story({
  args: { seeAllHref: '/library' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'See all' });
    await followLink(link, args.onNavigate, '/library');
  },
});

/**
 * On the dashboard each card opens its item (the Library's detail view): the title is the link and a
 * click anywhere on the card follows it; a saved post is labelled Saved.
 */
export const CardsOpenTheirItem = meta.story({
  args: {
    defaultTab: 'posts',
    posts: libraryPosts.map((post, index) => ({
      ...post,
      href: `/library/posts/${post.id}`,
      saved: index === 1,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const track = trackOf(canvasElement, 'Posts');
    const cards = within(track).getAllByRole('listitem');
    const [first, second] = cards as [HTMLElement, HTMLElement];
    await expect(within(second).getByText('Saved')).toBeVisible();
    await expect(within(first).queryByText('Saved')).toBeNull();
    const link = within(first).getByRole('link', { name: 'Fresh from the oven' });
    await followLink(link, args.onNavigate, '/library/posts/post-1');
    // The link covers the card: what a pointer finds on its text is the link, so a tap there opens it too.
    const text = within(second)
      .getByText(/Rosemary, sea salt/)
      .getBoundingClientRect();
    const hit = document.elementFromPoint(text.left + text.width / 2, text.top + text.height / 2);
    await expect(hit).toBe(within(second).getByRole('link', { name: 'Weekend focaccia club' }));
  },
});

export const NoConceptsYet = meta.story({
  args: { concepts: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No Concepts yet!')).toBeVisible();
    const generate = canvas.getByRole('link', { name: 'Generate' });
    await followLink(generate, args.onNavigate, '/concept-generation');
  },
});

export const NoPostsYet = meta.story({
  args: { posts: [], defaultTab: 'posts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Posts yet!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Generate' })).toHaveAttribute('href', '/post-generation');
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await seesSkeletons(canvasElement, 'Loading your library', 'card', 3);
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
});

export const Failed = meta.story({
  args: { status: 'error' },
  play: failsToLoad("Couldn't load your library."),
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  play: async ({ canvasElement }) => {
    const track = trackOf(canvasElement);
    await expect(track.scrollWidth).toBeGreaterThan(track.clientWidth);
    // The cards scroll inside their row; the page itself does not scroll sideways.
    await fitsTheWindow();
  },
});
