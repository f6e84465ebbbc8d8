import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LibraryResponse } from '../../../../edge/features/library/contract.ts';
import { queryClient } from '../../lib/query.ts';
import { fetchLibraryPage, type LibraryFilter } from './api.ts';

/** How long typing must pause before the search goes to the server (one request per word, not per key). */
export const SEARCH_PAUSE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The Library's pages for one filter through TanStack Query: the first page under the filter's key,
 * each "Load more" the page after the last `next_cursor` (null ends it). A new filter is a new list
 * from its first page; the old one is dropped (gcTime 0, as every query here).
 */
export function useLibrary(filter: LibraryFilter) {
  return useInfiniteQuery<
    LibraryResponse,
    Error,
    { pages: LibraryResponse[] },
    readonly unknown[],
    string | null
  >(
    {
      queryKey: ['library', filter.kind, filter.savedOnly, filter.q],
      queryFn: ({ pageParam, signal }) => fetchLibraryPage(filter, pageParam, signal),
      initialPageParam: null,
      getNextPageParam: (last) => last.next_cursor,
    },
    queryClient,
  );
}
