import { type QueryState, useQuery } from '../../lib/useQuery.ts';
import { fetchHowToUse } from './api.ts';
import type { Guide } from './guide.ts';

/** The how-to topics of all three sections, fetched when How to use opens. */
export function useGuide(): QueryState<Guide> {
  return useQuery(fetchHowToUse);
}
