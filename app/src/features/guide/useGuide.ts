import { useState } from 'react';
import { type QueryState, useQuery } from '../../lib/useQuery.ts';
import { fetchHowToUse } from './api.ts';
import type { Guide } from './guide.ts';

/** The how-to topics of all three sections, fetched when How to use opens; `retry` fetches again. */
export function useGuide(): QueryState<Guide> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  return { ...useQuery(fetchHowToUse, String(attempt)), retry: () => setAttempt((n) => n + 1) };
}
