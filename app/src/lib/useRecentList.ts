import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { queryClient } from './query.ts';

/** What a failed delete or Clear all says (SPEC §8 has no words for it): the list stays as it was. */
export const recentDeleteErrors = {
  failed: 'Could not delete. Please try again.',
  other: 'Could not reach Plume to delete. Check your connection and try again.',
} as const;

export type RecentListStatus = 'loading' | 'ready' | 'error';

/** What useRecentList gives a screen: the list, its status and its actions. */
export type RecentListState<T extends { id: string }> = ReturnType<typeof useRecentList<T>>;

export type RecentListOps<T> = {
  load: (signal: AbortSignal) => Promise<T[]>;
  deleteOne: (id: string) => Promise<void>;
  deleteAll: () => Promise<void>;
};

/**
 * A Recent panel's data (SPEC §2, §4), a query under `queryKey`: loaded on mount with skeletons
 * meanwhile; deleting one item refetches the list (the server decides what is left), Clear all empties
 * it; `setItems` lets a screen put a run's new items in front. An action that fails leaves the list as
 * it was and reports why.
 */
export function useRecentList<T extends { id: string }>(queryKey: QueryKey, ops: RecentListOps<T>) {
  const opsRef = useRef(ops);
  opsRef.current = ops;
  const list = useQuery<T[]>({ queryKey, queryFn: ({ signal }) => opsRef.current.load(signal) }, queryClient);
  const [actionError, setActionError] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<string | 'all' | null>(null);
  const key = useRef(queryKey);
  key.current = queryKey;
  const { refetch } = list;

  const setItems = useCallback((update: (items: T[]) => T[]) => {
    queryClient.setQueryData<T[]>(key.current, (items) => update(items ?? []));
  }, []);

  const removeOne = useCallback(
    async (id: string) => {
      setBusyId(id);
      setActionError(null);
      try {
        await opsRef.current.deleteOne(id);
        // A refetch keeps the list shown (no skeletons) until the server's answer replaces it.
        await refetch();
      } catch (error) {
        console.error(error);
        setActionError(error);
      } finally {
        setBusyId(null);
      }
    },
    [refetch],
  );

  const clearAll = useCallback(async () => {
    setBusyId('all');
    setActionError(null);
    try {
      await opsRef.current.deleteAll();
      // A load still under way would bring back what was just deleted.
      await queryClient.cancelQueries({ queryKey: key.current, exact: true });
      queryClient.setQueryData<T[]>(key.current, []);
    } catch (error) {
      console.error(error);
      setActionError(error);
    } finally {
      setBusyId(null);
    }
  }, []);

  // Once a list is shown it stays (a failed refetch after a delete does not replace it); a first load
  // that failed shows its error, and its Retry shows skeletons again.
  const status: RecentListStatus =
    list.data !== undefined ? 'ready' : list.isError && !list.isFetching ? 'error' : 'loading';
  return {
    status,
    items: list.data ?? [],
    setItems,
    loadError: list.error,
    actionError,
    clearActionError: () => setActionError(null),
    busyId,
    retry: () => void refetch(),
    removeOne,
    clearAll,
  };
}
