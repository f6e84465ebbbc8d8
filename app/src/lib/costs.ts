import type { CostKey } from '../../../edge/features/wallet/contract.ts';
import { api, call } from '../api/client.ts';
import { type AppStorage, type Costs, storage } from '../storage.ts';
import { dollarsToCents } from './money.ts';
import { type QueryState, useQuery } from './useQuery.ts';

/** SPEC §3/§9: the prices a screen shows when the costs table could not be read. */
export const DEFAULT_PRICES: Record<CostKey, number> = {
  'concepts-generation': 0.1,
  'posts-drafting': 0.3,
};

/** GET /api/costs, kept in session storage (SPEC §3, §4) and fetched only when missing. */
export async function loadCosts(signal: AbortSignal, store: AppStorage = storage): Promise<Costs> {
  const cached = store.costs.get();
  if (cached) return cached;
  const { costs } = await call(api.costs.$get(undefined, { init: { signal } }));
  store.costs.set(costs);
  return costs;
}

export function useCosts(): QueryState<Costs> {
  return useQuery(loadCosts);
}

/**
 * The price of one run (or one image) in cents for the generate button: the costs table's, the SPEC's
 * default when the table failed, nothing while it loads (no price is better than a wrong one).
 */
export function priceCents(costs: QueryState<Costs>, key: CostKey): number | undefined {
  if (costs.status === 'loading') return undefined;
  const dollars = costs.status === 'success' ? costs.data[key] : undefined;
  return dollarsToCents(dollars ?? DEFAULT_PRICES[key]) ?? undefined;
}
