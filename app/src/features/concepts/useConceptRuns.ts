import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryClient } from '../../lib/query.ts';
import { fetchConceptRuns } from './api.ts';
import { type ConceptRun, type RunsPage, withNewRun } from './runs.ts';

const KEY = ['concepts', 'runs'] as const;
type Pages = { pages: RunsPage[]; pageParams: (string | null)[] };

/**
 * The concept page's runs, three a page (TanStack's infinite query): the newest page on mount, the
 * next one by cursor on 'Show earlier runs', and a run made here put in front of the first page.
 */
export function useConceptRuns() {
  const query = useInfiniteQuery(
    {
      queryKey: KEY,
      queryFn: ({ pageParam, signal }) => fetchConceptRuns(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last: RunsPage) => last.next_cursor ?? undefined,
    },
    queryClient,
  );
  const runs = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);

  const prepend = useCallback((run: ConceptRun) => {
    queryClient.setQueryData<Pages>(KEY, (data) => ({
      pages: withNewRun(data?.pages ?? [], run),
      pageParams: data?.pageParams ?? [null],
    }));
  }, []);

  const { fetchNextPage, refetch } = query;
  return {
    runs,
    loading: query.status === 'pending' || (query.status === 'error' && query.isFetching),
    failed: query.status === 'error' && !query.isFetching,
    retry: () => void refetch(),
    // A failed 'Show earlier runs' leaves the runs shown as they are; the button stays for another try.
    hasEarlier: query.hasNextPage,
    loadingEarlier: query.isFetchingNextPage,
    showEarlier: () => void fetchNextPage(),
    prepend,
  };
}
