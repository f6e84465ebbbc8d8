import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { deferDelete } from './deferredDelete.ts';
import { queryClient } from './query.ts';

/** What a failed delete or Clear all says (SPEC §8 has no words for it): the list stays as it was. */
export const recentDeleteErrors = {
  failed: 'Could not delete. Please try again.',
  other: 'Could not reach Plume to delete. Check your connection and try again.',
} as const;

export type RecentListStatus = 'loading' | 'ready' | 'error';

/** What useRecentList gives a screen: the list, its status and its actions. */
export type RecentListState<T extends { id: string }> = ReturnType<typeof useRecentList<T>>;

/** `keepalive` when the page is going away: the delete must outlive it. */
export type DeleteOptions = { keepalive?: boolean };

export type RecentListOps<T> = {
  load: (signal: AbortSignal) => Promise<T[]>;
  deleteOne: (id: string, options?: DeleteOptions) => Promise<void>;
  deleteAll: (options?: DeleteOptions) => Promise<void>;
  /** What the Undo toast says: 'Post deleted.', 'Recent posts cleared.' */
  labels: { one: string; all: string };
};

/**
 * A Recent panel's data (SPEC §2, §4), a query under `queryKey`: loaded on mount with skeletons
 * meanwhile; deleting one item hides it at once and offers Undo for 5 s before the delete is sent
 * (lib/deferredDelete.ts), then refetches the list (the server decides what is left); Clear all
 * empties it the same way; `setItems` lets a screen put a run's new items in front. A delete that
 * fails puts the list back as it was and reports why.
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
    (id: string) => {
      setActionError(null);
      let before: T[] = [];
      deferDelete({
        message: opsRef.current.labels.one,
        hide: () =>
          setItems((items) => {
            before = items;
            return items.filter((item) => item.id !== id);
          }),
        restore: () =>
          setItems((items) =>
            items.some((item) => item.id === id) ? items : restoreInto(items, before, id),
          ),
        commit: async ({ keepalive }) => {
          setBusyId(id);
          try {
            await opsRef.current.deleteOne(id, { keepalive });
            // A refetch keeps the list shown (no skeletons) until the server's answer replaces it.
            if (!keepalive) await refetch();
          } finally {
            setBusyId(null);
          }
        },
        onFailed: (error) => {
          console.error(error);
          setActionError(error);
        },
      });
    },
    [refetch, setItems],
  );

  const clearAll = useCallback(() => {
    setActionError(null);
    let before: T[] = [];
    deferDelete({
      message: opsRef.current.labels.all,
      hide: () => {
        // A load still under way would bring back what was just hidden.
        void queryClient.cancelQueries({ queryKey: key.current, exact: true });
        setItems((items) => {
          before = items;
          return [];
        });
      },
      restore: () => setItems(() => before),
      commit: async ({ keepalive }) => {
        setBusyId('all');
        try {
          await opsRef.current.deleteAll({ keepalive });
        } finally {
          setBusyId(null);
        }
      },
      onFailed: (error) => {
        console.error(error);
        setActionError(error);
      },
    });
  }, [setItems]);

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

/** `before` with the item `id` back at its place among what is shown now (Undo of one delete). */
function restoreInto<T extends { id: string }>(items: T[], before: T[], id: string): T[] {
  const at = before.findIndex((item) => item.id === id);
  const item = before[at];
  if (!item) return items;
  const next = [...items];
  next.splice(Math.min(at, next.length), 0, item);
  return next;
}
