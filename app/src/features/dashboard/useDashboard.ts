import { useCallback, useEffect, useRef, useState } from 'react';
import type { Activity } from '../../../../edge/features/activity/contract.ts';
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

/** Recent Activities: cached like the library (`activities`); Delete all empties the list (SPEC §4). */
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

  const deleteAll = useCallback(async () => {
    setDeleting(true);
    setDeleteFailed(false);
    try {
      // deleteActivities stores the empty list; the query shows it.
      await deleteActivities();
      queryClient.setQueryData<Activity[]>(activitiesKey, []);
    } catch (error) {
      console.error(error);
      if (mounted.current) setDeleteFailed(true);
    } finally {
      if (mounted.current) setDeleting(false);
    }
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
