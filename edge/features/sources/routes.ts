import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import type { HandleInsightsResponse } from './contract.ts';
import { handleInsights } from './insights.ts';

/** What has been read of the person's handles (shapes in contract.ts); concept runs do the reading. */
export const sourceRoutes = (deps: Deps) => {
  const { db, clock } = deps;
  const signedIn = requireUser(db, clock);
  return new Hono<SignedInEnv>().get('/user/handles/insights', signedIn, async (c) =>
    c.json({ success: true, data: await handleInsights(db, c.get('user')) } satisfies HandleInsightsResponse),
  );
};
