import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { PRICES_CACHE_CONTROL, sendCached } from '../../http/cached-answer.ts';

/**
 * Prices and plans, from memory (edge/features/content): no database round trip. A charge still
 * reads its price inside its own transaction (charges.ts), never from this copy.
 */
export const walletRoutes = ({ content }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/costs', async (c) => sendCached(c, (await content.answers()).costs, PRICES_CACHE_CONTROL))
    .get('/billing/packages', async (c) =>
      sendCached(c, (await content.answers()).packages, PRICES_CACHE_CONTROL),
    );
