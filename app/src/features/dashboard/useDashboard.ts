import { useCallback, useEffect, useRef, useState } from 'react';
import type { Activity } from '../../../../edge/features/activity/contract.ts';
import { deferDelete } from '../../lib/deferredDelete.ts';
import { queryClient, useLoad } from '../../lib/query.ts';
import { type RecentGenerations, storage } from '../../storage.ts';
import { deleteActivities, fetchActivities, fetchGenerations, fetchUsage } from './api.ts';

/** SPEC §4: usage is fetched again whenever the month changes (and on Retry). */
export function useUsage(month: string, timeZone: string | undefined) {
  return useLoad(['dashboard', 'usage', month, timeZone ?? ''], (signal) =>
    fetchUsage(month, timeZone, signal),
  );
}

/** The library, kept in session storage `generations` and fetched only when missing (SPEC §4). */
export function useGenerations() {
  return useLoad<RecentGenerations>(['dashboard', 'generations'], fetchGenerations, storage.generations);
}

const activitiesKey = ['dashboard', 'activities'];

/** The list shown and the one cached for the tab (SPEC §4) are one: both change together. */
function showActivities(items: Activity[]): void {
  storage.activities.set(items);
  queryClient.setQueryData<Activity[]>(activitiesKey, items);
}

/**
 * Recent Activities: cached like the library (`activities`). Delete all hides the list at once and
 * offers Undo for 5 s (lib/deferredDelete.ts) before the delete is sent; the empty list is cached at
 * once too, so a reload while it waits (which sends it) does not bring the old list back, and Undo
 * caches it again. A delete that fails puts the list back and says so.
 */
export function useActivities() {
  const list = useLoad<Activity[]>(activitiesKey, fetchActivities, storage.activities);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const mounted = useRef(true);

  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const deleteAll = useCallback(() => {
    setDeleteFailed(false);
    let before: Activity[] = [];
    deferDelete({
      message: 'Activities deleted.',
      hide: () => {
        // A load still under way would bring back what was just hidden.
        void queryClient.cancelQueries({ queryKey: activitiesKey, exact: true });
        before = queryClient.getQueryData<Activity[]>(activitiesKey) ?? [];
        showActivities([]);
      },
      restore: () => showActivities(before),
      commit: async ({ keepalive }) => {
        if (mounted.current) setDeleting(true);
        try {
          await deleteActivities({ keepalive });
        } finally {
          if (mounted.current) setDeleting(false);
        }
      },
      onFailed: (error) => {
        console.error(error);
        if (mounted.current) setDeleteFailed(true);
      },
    });
  }, []);

  return {
    status: list.status === 'success' ? ('ready' as const) : list.status,
    items: list.data ?? [],
    deleting,
    deleteFailed,
    deleteAll,
    retry: list.retry,
  };
}
