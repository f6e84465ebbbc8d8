import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import type { StylesResponse } from './contract.ts';
import { listStyles } from './service.ts';

export const postsRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/styles', async (c) =>
    c.json({ success: true, styles: await listStyles(db) } satisfies StylesResponse),
  );
