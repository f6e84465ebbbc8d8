import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import { health } from './service.ts';

export const systemRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/health', async (c) => {
    const body = await health(deps.db, deps.version);
    return c.json(body, body.database.ok ? 200 : 503);
  });
