import {
  isCancelledError,
  QueryCache,
  QueryClient,
  type QueryKey,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type Slot, storage } from '../storage.ts';
import { isAbort } from './errors.ts';

/**
 * The app's one data layer: every screen's reads go through this TanStack Query client.
 * No QueryClientProvider: the hooks here hand the client over themselves, so the client travels only
 * with the screens that import this module and never with /login's first JavaScript (its budget),
 * and no layout chunk has to arrive before a screen may render.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error) {
      // A screen that closed mid-load cancels its request: nothing failed.
      if (!isAbort(error) && !isCancelledError(error)) console.error(error);
    },
  }),
  defaultOptions: {
    queries: {
      // A failure shows at once with its Retry button (SPEC §8 messages), as it always has.
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // Each visit loads afresh; what is kept across visits is the SPEC's storage keys (SPEC §3, §4).
      gcTime: 0,
    },
  },
});

/**
 * The storage keys stay the cache the SPEC names: when one is emptied (clearDashboardCache after a
 * generation, a profile save or a recharge; clearSession on logout or any 401), its query is dropped
 * too, so the next screen that reads it fetches anew. A screen showing it keeps what it shows.
 */
storage.subscribe(() => {
  for (const query of queryClient.getQueryCache().getAll()) {
    const slot = query.meta?.slot as Slot<unknown> | undefined;
    if (slot && query.state.data !== undefined && slot.get() === null) {
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true, type: 'inactive' });
    }
  }
});

export type QueryState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

/** A load as a screen sees it: skeletons while loading, the error with Retry, the data. */
export type Load<T> = QueryState<T> & {
  /** Fetches again (a Retry button); skeletons show meanwhile, as on the first load. */
  retry: () => void;
  /** Whether a Retry started the current load (the first load may hold the screen's layout). */
  retried: boolean;
};

/**
 * Loads `load` under `queryKey` while the component is mounted; the request is aborted when the last
 * screen using it closes, so a slow answer never lands on a screen that is gone. With a `slot` the
 * answer is the storage key's (SPEC §4 "fetched only if missing"): seeded from it, written back to it.
 */
export function useLoad<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  slot?: Slot<T>,
): Load<T> {
  const query = useTanstackQuery<T>(
    {
      queryKey,
      async queryFn({ signal }) {
        const cached = slot?.get() ?? null;
        if (cached !== null) return cached;
        const data = await load(signal);
        slot?.set(data);
        return data;
      },
      ...(slot
        ? { initialData: () => slot.get() ?? undefined, staleTime: Number.POSITIVE_INFINITY, meta: { slot } }
        : {}),
    },
    queryClient,
  );
  const [retried, setRetried] = useState(false);
  const { refetch } = query;
  const retry = useCallback(() => {
    setRetried(true);
    void refetch();
  }, [refetch]);

  // A Retry after a failure shows skeletons again (TanStack keeps the error while it refetches).
  const loading = query.status === 'pending' || (query.status === 'error' && query.isFetching);
  const status = loading ? 'loading' : query.status;
  const { data, error } = query;
  return useMemo((): Load<T> => {
    const base = { retry, retried };
    if (status === 'success') return { ...base, status, data: data as T, error: null };
    if (status === 'error') return { ...base, status, data: null, error };
    return { ...base, status: 'loading', data: null, error: null };
  }, [status, data, error, retry, retried]);
}
