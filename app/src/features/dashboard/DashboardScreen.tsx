import { type ReactElement, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHiddenItems, withoutHidden } from '../../lib/hiddenItems.ts';
import { useSession } from '../../session/session.ts';
import { isItemHref, openedFrom } from '../library/openItem.ts';
import { useLibrary } from '../library/useLibrary.ts';
import { supportMessageProps } from '../support/supportMessageProps.ts';
import { useSupportMessage } from '../support/useSupportMessage.ts';
import { dashboardErrors } from './api.ts';
import { DashboardView } from './DashboardView.tsx';
import { conceptCards, hasGenerations, postCards, usageRow } from './library.ts';
import { browserTimeZone, lastMonth, usageMonths } from './months.ts';
import { useActivities, useGenerations, useUsage } from './useDashboard.ts';

const NEWEST_POSTS = { kind: 'posts', savedOnly: false, q: '' } as const;

/** SPEC §2 /dashboard: the first screen after every sign-in. */
export default function DashboardScreen(): ReactElement | null {
  const { profile } = useSession();
  const navigate = useNavigate();
  // The month list is fixed for the visit; a tab left open over a month end keeps its choices.
  const [now] = useState(() => new Date());
  const months = useMemo(() => usageMonths(now), [now]);
  const [month, setMonth] = useState(() => lastMonth(now));
  const timeZone = useMemo(browserTimeZone, []);
  const usage = useUsage(month, timeZone);
  const generations = useGenerations();
  const activities = useActivities();
  // The Posts tab is the library's first page of posts: saved ones among them, labelled Saved.
  const posts = useLibrary(NEWEST_POSTS);
  const hidden = useHiddenItems();
  const message = useSupportMessage();

  if (!profile) return null;
  const library = generations.data;
  const newestPosts = posts.data?.pages[0];
  const libraryStatus =
    generations.status === 'error' || posts.status === 'error'
      ? 'error'
      : generations.status === 'success' && newestPosts
        ? 'ready'
        : 'loading';

  return (
    <DashboardView
      profileCompletion={profile.profile_completion}
      holding={generations.status === 'loading' && !generations.retried}
      firstVisit={library !== null && !hasGenerations(library)}
      usage={{
        status: usage.status === 'success' ? 'ready' : usage.status,
        rows: usage.data?.data.map(usageRow) ?? [],
        months,
        month,
        onMonthChange: setMonth,
        error: dashboardErrors.usage,
        onRetry: usage.retry,
      }}
      library={{
        status: libraryStatus,
        // An item whose delete waits out its Undo (from its detail view) stays out of the tabs.
        concepts: withoutHidden(library ? conceptCards(library) : [], hidden),
        posts: withoutHidden(newestPosts?.kind === 'posts' ? postCards(newestPosts.data) : [], hidden),
        error: dashboardErrors.library,
        onRetry: () => {
          if (generations.status === 'error') generations.retry();
          if (posts.status === 'error') void posts.refetch();
        },
      }}
      activities={{
        status: activities.status,
        items: activities.items.map((a) => ({ type: a.type, message: a.message, createdAt: a.created_at })),
        onDeleteAll: activities.deleteAll,
        deleting: activities.deleting,
        deleteError: activities.deleteFailed ? dashboardErrors.deleteActivities : null,
        error: dashboardErrors.activities,
        onRetry: activities.retry,
      }}
      message={supportMessageProps(message)}
      onNavigate={(href) =>
        navigate(href, isItemHref(href) ? { state: openedFrom('/dashboard') } : undefined)
      }
    />
  );
}
