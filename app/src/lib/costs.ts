import type { CostKey } from '../../../edge/features/wallet/contract.ts';
import { api, call } from '../api/client.ts';
import { type Costs, storage } from '../storage.ts';
import { dollarsToCents } from './money.ts';
import { type QueryState, useLoad } from './query.ts';

/** SPEC §3/§9: the prices a screen shows when the costs table could not be read. */
export const DEFAULT_PRICES: Record<CostKey, number> = {
  'concepts-generation': 0.1,
  'posts-drafting': 0.3,
  'posts-refine': 0.05,
};

/** GET /api/costs. */
async function fetchCosts(signal: AbortSignal): Promise<Costs> {
  const { costs } = await call(api.costs.$get(undefined, { init: { signal } }));
  return costs;
}

/** The costs table, kept in session storage `costs` (SPEC §3, §4) and fetched only when missing. */
export function useCosts(): QueryState<Costs> {
  return useLoad(['costs'], fetchCosts, storage.costs);
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
