import { type Load, useLoad } from '../../lib/query.ts';
import { fetchHowToUse } from './api.ts';
import type { Guide } from './guide.ts';

/** The how-to topics of all three sections, fetched when How to use opens; `retry` fetches again. */
export function useGuide(): Load<Guide> {
  return useLoad(['guide'], fetchHowToUse);
}
