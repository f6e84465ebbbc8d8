import {
  ActivityList,
  Columns,
  type GetStartedItem,
  GetStartedPanel,
  Icons,
  LibraryCarousel,
  PageHeader,
  ProfileCompletionCard,
  Skeleton,
  SkeletonGroup,
  Stack,
  UsageTable,
} from '@plume/ui';
import { type ReactElement, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/session.ts';
import { SupportMessageBox } from '../support/SupportMessageBox.tsx';
import { dashboardErrors } from './api.ts';
import { conceptCards, hasGenerations, postCards, usageRow } from './library.ts';
import { browserTimeZone, lastMonth, usageMonths } from './months.ts';
import { useActivities, useGenerations, useUsage } from './useDashboard.ts';

/** SPEC §2 routes of the three features, for the get-started cards and the empty library tabs. */
const FEATURE_ROUTES = {
  concepts: '/concept-generation',
  posts: '/post-generation',
  captions: '/media-captioning',
} as const;

const getStarted: GetStartedItem[] = [
  {
    title: 'Generate Concept',
    description: 'Five content ideas from your handles and the accounts you admire.',
    href: FEATURE_ROUTES.concepts,
    icon: <Icons.Bulb size="sm" />,
  },
  {
    title: 'Draft Post',
    description: 'A ready-to-post text for each photo, in the style you pick.',
    href: FEATURE_ROUTES.posts,
    icon: <Icons.Pencil size="sm" />,
  },
  {
    title: 'Caption Video',
    description: 'Captions for your clips, written for each platform.',
    href: FEATURE_ROUTES.captions,
    icon: <Icons.Video size="sm" />,
    badge: 'Coming soon',
  },
];

/** SPEC §2 /dashboard: the first screen after every sign-in. */
export default function DashboardScreen(): ReactElement | null {
  const { profile } = useSession();
  const navigate = useNavigate();
  const go = (href: string) => navigate(href);
  // The month list is fixed for the visit; a tab left open over a month end keeps its choices.
  const [now] = useState(() => new Date());
  const months = useMemo(() => usageMonths(now), [now]);
  const [month, setMonth] = useState(() => lastMonth(now));
  const timeZone = useMemo(browserTimeZone, []);
  const usage = useUsage(month, timeZone);
  const generations = useGenerations();
  const activities = useActivities();

  if (!profile) return null;
  const library = generations.data;

  return (
    <Stack space="lg">
      <PageHeader
        title="Dashboard"
        description="Your profile, what you made this month and before, your library and your account's latest news."
      />
      <ProfileCompletionCard value={profile.profile_completion} editHref="/user-info/true" onNavigate={go} />
      {generations.status === 'loading' && !generations.retried ? (
        // Whether the get-started panel shows (SPEC §2: only with no generations) is known once the
        // library has first loaded, and the panel sits above everything else. Until then one
        // placeholder stands for the rest of the screen, so nothing painted is pushed down by it.
        <SkeletonGroup label="Loading your dashboard…" count={1}>
          <Skeleton height="24rem" radius="lg" />
        </SkeletonGroup>
      ) : (
        <>
          {library && !hasGenerations(library) ? (
            <GetStartedPanel items={getStarted} onNavigate={go} />
          ) : null}
          <UsageTable
            status={usage.status === 'success' ? 'ready' : usage.status}
            rows={usage.data?.data.map(usageRow) ?? []}
            months={months}
            month={month}
            onMonthChange={setMonth}
            error={dashboardErrors.usage}
            onRetry={usage.retry}
          />
          <LibraryCarousel
            status={generations.status === 'success' ? 'ready' : generations.status}
            concepts={library ? conceptCards(library) : []}
            posts={library ? postCards(library) : []}
            generateHrefs={FEATURE_ROUTES}
            onNavigate={go}
            error={dashboardErrors.library}
            onRetry={generations.retry}
          />
          <Columns template="halves" space="xl">
            <ActivityList
              status={activities.status}
              activities={activities.items.map((a) => ({
                type: a.type,
                message: a.message,
                createdAt: a.created_at,
              }))}
              onDeleteAll={() => void activities.deleteAll()}
              deleting={activities.deleting}
              deleteError={activities.deleteFailed ? dashboardErrors.deleteActivities : null}
              guideHref="/how-to-use"
              onNavigate={go}
              error={dashboardErrors.activities}
              onRetry={activities.retry}
            />
            {/* Its title inside the card, in line with Recent Activities beside it. */}
            <SupportMessageBox title="Send us a message" headingLevel={3} />
          </Columns>
        </>
      )}
    </Stack>
  );
}
