import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { sendCached, TEXTS_CACHE_CONTROL } from '../../http/cached-answer.ts';

/** The How to use topics, from memory (edge/features/content). */
export const guideRoutes = ({ content }: AppDeps) =>
  new Hono<AppEnv>().get('/how-to-use', async (c) =>
    sendCached(c, (await content.answers()).howToUse, TEXTS_CACHE_CONTROL),
  );
