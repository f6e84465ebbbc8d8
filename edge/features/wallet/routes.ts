import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import type { CostsResponse, PackagesResponse } from './contract.ts';
import { listCosts, listPackages } from './service.ts';

export const walletRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>()
    .get('/costs', async (c) => c.json({ success: true, costs: await listCosts(db) } satisfies CostsResponse))
    .get('/billing/packages', async (c) =>
      c.json({ success: true, products: await listPackages(db) } satisfies PackagesResponse),
    );
