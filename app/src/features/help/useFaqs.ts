import type { Faq } from '../../../../edge/features/help/contract.ts';
import { type Load, useLoad } from '../../lib/query.ts';
import { fetchFaqs } from './api.ts';

/** The FAQ list, fetched when the Help Centre opens (skeletons while it loads); `retry` fetches again. */
export function useFaqs(): Load<Faq[]> {
  return useLoad(['help', 'faqs'], fetchFaqs);
}
