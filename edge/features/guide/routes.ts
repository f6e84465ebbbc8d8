import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import type { HowToResponse } from './contract.ts';
import { listHowTo } from './service.ts';

export const guideRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/how-to-use', async (c) =>
    c.json({ success: true, htu: await listHowTo(db) } satisfies HowToResponse),
  );
