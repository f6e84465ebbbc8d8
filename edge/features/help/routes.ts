import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import type { FaqsResponse } from './contract.ts';
import { listFaqs } from './service.ts';

export const helpRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/faqs', async (c) =>
    c.json({ success: true, faqs: await listFaqs(db) } satisfies FaqsResponse),
  );
