import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from './errors.ts';

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
 * A Recent panel's data (SPEC §2, §4): loaded on mount with skeletons meanwhile; deleting one item
 * refetches the list (the server decides what is left), Clear all empties it; `setItems` lets a screen
 * put a run's new items in front. An action that fails leaves the list as it was and reports why.
 */
export function useRecentList<T extends { id: string }>(ops: RecentListOps<T>) {
  const [status, setStatus] = useState<RecentListStatus>('loading');
  const [items, setItems] = useState<T[]>([]);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<string | 'all' | null>(null);
  const opsRef = useRef(ops);
  opsRef.current = ops;
  const controller = useRef<AbortController | null>(null);

  /** Loads the list; `quiet` keeps what is shown (no skeletons) while a refetch runs. */
  const fetchList = useCallback(async (quiet: boolean) => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    if (!quiet) setStatus('loading');
    try {
      const list = await opsRef.current.load(mine.signal);
      if (mine.signal.aborted) return;
      setItems(list);
      setLoadError(null);
      setStatus('ready');
    } catch (error) {
      if (mine.signal.aborted || isAbort(error)) return;
      console.error(error);
      setLoadError(error);
      if (!quiet) setStatus('error');
    }
  }, []);

  useEffect(() => {
    void fetchList(false);
    return () => controller.current?.abort();
  }, [fetchList]);

  const removeOne = useCallback(
    async (id: string) => {
      setBusyId(id);
      setActionError(null);
      try {
        await opsRef.current.deleteOne(id);
        await fetchList(true);
      } catch (error) {
        console.error(error);
        setActionError(error);
      } finally {
        setBusyId(null);
      }
    },
    [fetchList],
  );

  const clearAll = useCallback(async () => {
    setBusyId('all');
    setActionError(null);
    try {
      await opsRef.current.deleteAll();
      controller.current?.abort();
      setItems([]);
      setStatus('ready');
    } catch (error) {
      console.error(error);
      setActionError(error);
    } finally {
      setBusyId(null);
    }
  }, []);

  return {
    status,
    items,
    setItems,
    loadError,
    actionError,
    clearActionError: () => setActionError(null),
    busyId,
    retry: () => void fetchList(false),
    removeOne,
    clearAll,
  };
}
