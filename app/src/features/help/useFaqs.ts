import type { Faq } from '../../../../edge/features/help/contract.ts';
import { type QueryState, useQuery } from '../../lib/useQuery.ts';
import { fetchFaqs } from './api.ts';

/** The FAQ list, fetched when the Help Centre opens (skeletons while it loads). */
export function useFaqs(): QueryState<Faq[]> {
  return useQuery(fetchFaqs);
}
