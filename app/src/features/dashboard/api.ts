import type { Activity } from '../../../../edge/features/activity/contract.ts';
import type { UsageStatsResponse } from '../../../../edge/features/dashboard/contract.ts';
import { api, call } from '../../api/client.ts';
import type { RecentGenerations } from '../../storage.ts';

/**
 * The dashboard's calls (SPEC §7). useDashboard keeps activities and generations in session storage
 * and fetches them only when missing (SPEC §4); every generation and delete elsewhere drops them
 * (clearDashboardCache). Usage is fetched for each month chosen, never cached.
 */

/** GET /api/user/dashboard/usage/all/stats?month&tz: `tz` is the browser's zone (UTC when unknown). */
export async function fetchUsage(month: string, tz: string | undefined, signal: AbortSignal) {
  const answer: UsageStatsResponse = await call(
    api.user.dashboard.usage[':kind'].stats.$get(
      { param: { kind: 'all' }, query: { month, ...(tz ? { tz } : {}) } },
      { init: { signal } },
    ),
  );
  return answer;
}

/** GET /api/user/recent-activities → `data.activites` (spelled so), newest first. */
export async function fetchActivities(signal: AbortSignal): Promise<Activity[]> {
  const { data } = await call(api.user['recent-activities'].$get(undefined, { init: { signal } }));
  return data.activites;
}

/**
 * DELETE /api/user/recent-activities: Delete all, once its Undo has passed; `keepalive` when the page
 * is going away (a pending delete is sent then). The cached list is already the empty one (hidden).
 */
export async function deleteActivities(options: { keepalive?: boolean } = {}): Promise<void> {
  await call(
    api.user['recent-activities'].$delete(undefined, { init: { keepalive: options.keepalive ?? false } }),
  );
}

/** GET /api/user/recent-generations (kind all): the library and "has generated anything". */
export async function fetchGenerations(signal: AbortSignal): Promise<RecentGenerations> {
  const { data } = await call(api.user['recent-generations'].$get(undefined, { init: { signal } }));
  return data;
}

/** SPEC §8 names no dashboard load errors; these follow its other screens' pairs. */
export const dashboardErrors = {
  usage: "Couldn't load your usage for this month.",
  library: "Couldn't load your library.",
  activities: "Couldn't load your recent activities.",
  deleteActivities: "Couldn't delete your activities. Please try again.",
} as const;
