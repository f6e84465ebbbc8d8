import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ActivityList,
  GetStartedPanel,
  LibraryCarousel,
  MessageBox,
  type MessageBoxStatus,
  PageHeader,
  ProfileCompletionCard,
  UsageTable,
  vars,
} from '../../ui/src/index.ts';
import {
  activities,
  getStartedItems,
  libraryConcepts,
  libraryPosts,
  usageMonths,
  usageRows,
  utcDate,
  utcDateTime,
} from '../dashboardFixtures.tsx';
import { backToTop, onNavigate, PatternShell, screen } from './PatternShell.tsx';

// /dashboard as app/src/features/dashboard/DashboardScreen.tsx composes it: profile completion, the
// get-started cards for someone who has made nothing yet, usage by month, the library of concepts and
// posts, and Recent Activities beside 'Send us a message'.

const columns: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
};

const onMonthChange = fn();

function Dashboard({ firstVisit = false }: { firstVisit?: boolean }): ReactElement {
  const [month, setMonth] = useState('2026-02');
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<MessageBoxStatus>('idle');
  return (
    <PatternShell active="/dashboard" balanceCents={firstVisit ? 0 : 1930}>
      <div style={screen}>
        <PageHeader
          title="Dashboard"
          description="Your profile, what you made this month and before, your library and your account's latest news."
        />
        <ProfileCompletionCard
          value={firstVisit ? 14 : 85}
          editHref="/user-info/true"
          onNavigate={onNavigate}
        />
        {firstVisit ? <GetStartedPanel items={getStartedItems} onNavigate={onNavigate} /> : null}
        <UsageTable
          status="ready"
          rows={
            firstVisit
              ? usageRows.map((row) => ({ ...row, count: 0, growthPercent: null, trend: 'flat' }))
              : usageRows
          }
          months={usageMonths}
          month={month}
          onMonthChange={(next) => {
            onMonthChange(next);
            setMonth(next);
          }}
          onRetry={() => {}}
        />
        <LibraryCarousel
          status="ready"
          concepts={firstVisit ? [] : libraryConcepts}
          posts={firstVisit ? [] : libraryPosts}
          generateHrefs={{ concepts: '/concept-generation', posts: '/post-generation' }}
          onNavigate={onNavigate}
          onRetry={() => {}}
          formatDate={(date: Date) => utcDate.format(date)}
        />
        <div style={columns}>
          <ActivityList
            status="ready"
            activities={firstVisit ? activities.slice(-1) : activities}
            guideHref="/how-to-use"
            onDeleteAll={() => {}}
            onNavigate={onNavigate}
            onRetry={() => {}}
            formatDate={(date: Date) => utcDateTime.format(date)}
          />
          <MessageBox
            title="Send us a message"
            status={status}
            value={value}
            onChange={setValue}
            onSend={() => setStatus('sent')}
            onReset={() => setStatus('idle')}
            headingLevel={3}
          />
        </div>
      </div>
    </PatternShell>
  );
}

const meta = {
  title: 'Patterns/Dashboard',
  component: Dashboard,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A creator a few weeks in: last month's usage, a library of concepts and posts, the latest news. */
export const Returning: Story = {
  play: async ({ canvasElement }) => {
    onMonthChange.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('Generate Concept')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Usage in February 2026' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), '2026-01');
    await expect(onMonthChange).toHaveBeenCalledWith('2026-01');
    await expect(canvas.getByRole('table', { name: 'Usage in January 2026' })).toBeVisible();
    await expect(canvas.getByText('Behind the counter at 5 a.m.')).toBeVisible();
    await expect(canvas.getByText('Generated 5 concepts ($0.10).')).toBeVisible();
    backToTop(canvasElement);
  },
};

/** Someone who has made nothing yet: the get-started cards lead to each feature. */
export const FirstVisit: Story = {
  args: { firstVisit: true },
  play: async ({ canvasElement }) => {
    onNavigate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Generate Concept')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Draft Post/ }));
    await expect(onNavigate).toHaveBeenCalledWith('/post-generation', expect.anything());
    backToTop(canvasElement);
  },
};
