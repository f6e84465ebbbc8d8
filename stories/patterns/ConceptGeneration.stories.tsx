import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ConceptGenerationView } from '../../app/src/features/concepts/ConceptGenerationView.tsx';
import { conceptRuns } from '../conceptRunFixtures.ts';
import { concepts, posts } from '../generationFixtures.ts';
import { bluesky, instagram, measure, postedText } from '../platformFixtures.ts';
import { refineOptions } from '../refineFixtures.ts';
import { spies } from '../spies.ts';
import { backToTop } from './PatternShell.tsx';
import { patternRender } from './patternRender.tsx';

// /concept-generation's own view (app/src/features/concepts/ConceptGenerationView.tsx) after a run,
// with fixtures: the handles in use, Additional Instructions, the Mainstream/Offstream lists beside
// the open concept, grouped by run (the latest three, each with its date and instructions, and Show
// earlier runs), 'Generate 5 Concept' with its price under the list, and the posts drafted from
// concepts: one written for Instagram and Bluesky (a tab each), one saved from plain text.

const conceptOf = (id: string | null) => {
  const title = conceptRuns
    .flatMap((run) => [...run.mainstream, ...run.offstream])
    .find((item) => item.id === id)?.title;
  return concepts.find((c) => c.Title === title) ?? null;
};

const meta = preview.meta({
  title: 'Patterns/Concept Generation',
  component: ConceptGenerationView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  render: patternRender(ConceptGenerationView, { active: '/concept-generation' }, (args, updateArgs) => {
    const concept = conceptOf(args.selectedId);
    return {
      selected: concept ? { concept, offline: false, sources: [] } : null,
      onInstructionsChange: (instructions) => updateArgs({ instructions }),
      onStreamChange: (stream) => updateArgs({ stream }),
      onSelect: (selectedId) => updateArgs({ selectedId }),
      onCloseConcept: () => updateArgs({ selectedId: null }),
      posts: {
        ...args.posts,
        onSave: (id) => {
          args.posts.onSave(id);
          updateArgs({
            posts: {
              ...args.posts,
              posts: args.posts.posts.map((p) => (p.id === id ? { ...p, saved: true } : p)),
            },
          });
        },
      },
    };
  }),
  args: {
    handles: [
      { type: 'instagram', reference: 'brightbakery' },
      { type: 'tiktok', reference: 'brightbakery.lx' },
    ],
    related: [{ type: 'instagram', reference: 'tartine' }],
    onNavigate: fn(),
    costsError: null,
    recentError: null,
    onRetryRecent: fn(),
    instructions: 'Lean into the autumn menu.',
    onInstructionsChange: fn(),
    banner: null,
    bannerHoldProps: {},
    onDismissBanner: fn(),
    loading: false,
    runs: conceptRuns,
    earlierRuns: { onShow: fn(), loading: false },
    stream: 'mainstream',
    onStreamChange: fn(),
    selectedId: 'run3-c0',
    onSelect: fn(),
    selected: null,
    // No ref: the container scrolls to the open concept with it, and a ref object in args would be
    // shared by every story of this file, so the next story's args would hold the last one's rendered
    // panel, whose React fiber graph Storybook walks to infer its type (seconds, thousands of warnings).
    panelRef: null,
    ...spies('onCopyConcept', 'onDownloadConcept', 'onCloseConcept'),
    costCents: 10,
    charge: { units: 1, unit: ['run', 'runs'], balanceCents: 1250 },
    generating: false,
    cannotGenerate: false,
    onGenerate: fn(),
    postsLoading: false,
    posts: {
      posts: [
        { id: 'post-1', title: 'Fresh out of the oven', content: '', variants: [instagram, bluesky] },
        { ...(posts[1] as (typeof posts)[number]) },
      ],
      measure,
      postedText,
      ...spies('onSave', 'onCopy', 'onDownload', 'onDelete', 'onEdit'),
      refine: { ...refineOptions(fn()), busy: null, onRefine: fn() },
    },
  } as const,
});

/** After a run: a person opens an Offstream concept, reads a post's Bluesky version and saves it. */
export const AfterARun = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Generate 5 Concept $0.10' })).toBeEnabled();
    await expect(canvas.getByText('$12.40 left')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Your handles' })).toHaveTextContent('brightbakery');
    // The latest three runs, newest first, each under its date and instructions.
    const runs = canvas.getByRole('list', { name: 'Mainstream concepts' });
    await expect(within(runs).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(within(runs).getByText('Lean into the autumn menu.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show earlier runs' }));
    await expect(args.earlierRuns?.onShow).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'Offstream' }));
    const latest = canvas.getByRole('listitem', { name: '27 Nov 2026, 09:14' });
    await userEvent.click(within(latest).getByRole('button', { name: 'The bread that failed' }));
    await expect(canvas.getByRole('region', { name: 'The bread that failed' })).toBeVisible();
    const loaf = canvas.getByRole('article', { name: 'Fresh out of the oven' });
    await userEvent.click(within(loaf).getByRole('tab', { name: 'Bluesky' }));
    await expect(within(loaf).getByText(`${bluesky.length} / 300`)).toBeVisible();
    await userEvent.click(within(loaf).getByRole('button', { name: 'Save post' }));
    await expect(args.posts.onSave).toHaveBeenCalledWith('post-1');
    await expect(within(loaf).getByRole('button', { name: 'Saved' })).toBeDisabled();
    backToTop(canvasElement);
  },
});

/**
 * Runs kept after the profile's handles were removed: the screen says where to add them, and the runs
 * still sit under a heading of their own, so the outline never skips from the h1 to a run's h3.
 */
export const RunsWithoutHandles = meta.story({
  args: { handles: [], related: [], cannotGenerate: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Add at least one \(yours or a related one\)/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Handles used' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your concepts' })).toBeInTheDocument();
    backToTop(canvasElement);
  },
});
