import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { sendCached, TEXTS_CACHE_CONTROL } from '../../http/cached-answer.ts';

/** The FAQs, from memory (edge/features/content). */
export const helpRoutes = ({ content }: AppDeps) =>
  new Hono<AppEnv>().get('/faqs', async (c) =>
    sendCached(c, (await content.answers()).faqs, TEXTS_CACHE_CONTROL),
  );
