import { useCallback, useEffect, useRef, useState } from 'react';
import type { Activity } from '../../../../edge/features/activity/contract.ts';
import { isAbort } from '../../lib/errors.ts';
import { useQuery } from '../../lib/useQuery.ts';
import type { RecentGenerations } from '../../storage.ts';
import { deleteActivities, fetchUsage, loadActivities, loadGenerations } from './api.ts';

/**
 * A load that can be tried again: `retry` runs it anew (the cache, when filled meanwhile, answers).
 * `retried` tells the first load from one a Retry started.
 */
function useRetryable<T>(load: (signal: AbortSignal) => Promise<T>, key = '') {
  const [attempt, setAttempt] = useState(0);
  const state = useQuery(load, `${key}#${attempt}`);
  return { ...state, retried: attempt > 0, retry: () => setAttempt((n) => n + 1) };
}

/** SPEC §4: usage is fetched again whenever the month changes (and on Retry). */
export function useUsage(month: string, timeZone: string | undefined) {
  return useRetryable((signal) => fetchUsage(month, timeZone, signal), month);
}

export function useGenerations() {
  return useRetryable<RecentGenerations>(loadGenerations);
}

/** Recent Activities: cached like the library; Delete all empties the list (SPEC §4). */
export function useActivities() {
  const [attempt, setAttempt] = useState(0);
  const [items, setItems] = useState<Activity[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const mounted = useRef(true);

  // `attempt` alone reloads (Retry).
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    loadActivities(controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setItems(list);
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        console.error(error);
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [attempt]);

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
      await deleteActivities();
      if (mounted.current) setItems([]);
    } catch (error) {
      console.error(error);
      if (mounted.current) setDeleteFailed(true);
    } finally {
      if (mounted.current) setDeleting(false);
    }
  }, []);

  return {
    status,
    items: items ?? [],
    deleting,
    deleteFailed,
    deleteAll,
    retry: () => setAttempt((n) => n + 1),
  };
}
