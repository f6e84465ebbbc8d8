import { type ReactElement, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/session.ts';
import { supportMessageProps } from '../support/supportMessageProps.ts';
import { useSupportMessage } from '../support/useSupportMessage.ts';
import { dashboardErrors } from './api.ts';
import { DashboardView } from './DashboardView.tsx';
import { conceptCards, hasGenerations, postCards, usageRow } from './library.ts';
import { browserTimeZone, lastMonth, usageMonths } from './months.ts';
import { useActivities, useGenerations, useUsage } from './useDashboard.ts';

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
  const message = useSupportMessage();

  if (!profile) return null;
  const library = generations.data;

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
        status: generations.status === 'success' ? 'ready' : generations.status,
        concepts: library ? conceptCards(library) : [],
        posts: library ? postCards(library) : [],
        error: dashboardErrors.library,
        onRetry: generations.retry,
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
      onNavigate={(href) => navigate(href)}
    />
  );
}
