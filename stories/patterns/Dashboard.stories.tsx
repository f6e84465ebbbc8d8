import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { DashboardView, type DashboardViewProps } from '../../app/src/features/dashboard/DashboardView.tsx';
import { activities, libraryConcepts, libraryPosts, usageMonths, usageRows } from '../dashboardFixtures.tsx';
import { backToTop, onNavigate, PatternShell } from './PatternShell.tsx';
import { idleMessage, useMessageArgs } from './supportMessage.ts';

// /dashboard's own view (app/src/features/dashboard/DashboardView.tsx) with fixture data: profile
// completion, the get-started cards for someone who has made nothing yet, usage by month, the library
// of concepts and posts, and Recent Activities beside 'Send us a message'.

const meta = preview.meta({
  title: 'Patterns/Dashboard',
  component: DashboardView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  render: function Render(args) {
    const [, updateArgs] = useArgs<DashboardViewProps>();
    // The month and the message box live in the args, as the container keeps them in its state.
    const usage = {
      ...args.usage,
      onMonthChange: (month: string) => {
        args.usage.onMonthChange(month);
        updateArgs({ usage: { ...args.usage, month } });
      },
    };
    const message = useMessageArgs(args) ?? args.message;
    return (
      <PatternShell active="/dashboard" balanceCents={args.firstVisit ? 0 : 1930}>
        <DashboardView {...args} usage={usage} message={message} />
      </PatternShell>
    );
  },
  args: {
    profileCompletion: 85,
    holding: false,
    firstVisit: false,
    usage: {
      status: 'ready',
      rows: usageRows,
      months: usageMonths,
      month: '2026-02',
      onMonthChange: fn(),
      error: "Couldn't load your usage for this month.",
      onRetry: fn(),
    },
    library: {
      status: 'ready',
      concepts: libraryConcepts,
      posts: libraryPosts,
      error: "Couldn't load your library.",
      onRetry: fn(),
    },
    activities: {
      status: 'ready',
      items: activities,
      onDeleteAll: fn(),
      deleting: false,
      deleteError: null,
      error: "Couldn't load your recent activities.",
      onRetry: fn(),
    },
    message: idleMessage(),
    onNavigate,
  } as const,
});

/** A creator a few weeks in: last month's usage, a library of concepts and posts, the latest news. */
export const Returning = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('Generate Concept')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Usage in February 2026' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), '2026-01');
    await expect(args.usage.onMonthChange).toHaveBeenCalledWith('2026-01');
    await expect(canvas.getByRole('table', { name: 'Usage in January 2026' })).toBeVisible();
    await expect(canvas.getByText('Behind the counter at 5 a.m.')).toBeVisible();
    await expect(canvas.getByText('Generated 5 concepts ($0.10).')).toBeVisible();
    const library = canvas.getByRole('region', { name: 'Content Library' });
    await expect(within(library).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/library');
    backToTop(canvasElement);
  },
});

/** Someone who has made nothing yet: the get-started cards lead to each feature. */
export const FirstVisit = meta.story({
  args: {
    profileCompletion: 14,
    firstVisit: true,
    usage: {
      ...meta.input.args.usage,
      rows: usageRows.map((row) => ({ ...row, count: 0, growthPercent: null, trend: 'flat' })),
    },
    library: { ...meta.input.args.library, concepts: [], posts: [] },
    activities: { ...meta.input.args.activities, items: activities.slice(-1) },
  },
  play: async ({ canvas, canvasElement }) => {
    onNavigate.mockClear();
    await expect(canvas.getByText('Generate Concept')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Draft Post/ }));
    await expect(onNavigate).toHaveBeenCalledWith('/post-generation', expect.anything());
    backToTop(canvasElement);
  },
});
