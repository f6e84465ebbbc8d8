import { useState } from 'react';
import type { Faq } from '../../../../edge/features/help/contract.ts';
import { type QueryState, useQuery } from '../../lib/useQuery.ts';
import { fetchFaqs } from './api.ts';

/** The FAQ list, fetched when the Help Centre opens (skeletons while it loads); `retry` fetches again. */
export function useFaqs(): QueryState<Faq[]> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  return { ...useQuery(fetchFaqs, String(attempt)), retry: () => setAttempt((n) => n + 1) };
}
