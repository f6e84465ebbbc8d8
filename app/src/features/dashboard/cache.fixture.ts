import type { Activity } from '../../../../edge/features/activity/contract.ts';
import type { AppStorage, RecentGenerations } from '../../storage.ts';

/** What the dashboard caches for a tab (SPEC §3): one sign-in activity and empty generation lists. */
export const cachedActivities: Activity[] = [
  { type: 'sign-in', message: 'Signed in.', created_at: '2026-03-01T10:00:00.000Z' },
];
export const cachedGenerations: RecentGenerations = {
  concepts_generated: { mainstream: [], offstream: [] },
  posts_generated: [],
  media_captioned: [],
};

/** Fills `store` as the dashboard leaves it, for tests of what must drop that cache. */
export function withDashboardCache(store: AppStorage): AppStorage {
  store.activities.set(cachedActivities);
  store.generations.set(cachedGenerations);
  return store;
}
