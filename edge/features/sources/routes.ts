import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { namedFieldHook } from '../../http/validation-hooks.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import {
  type HandleExamplesResponse,
  type HandleInsightsResponse,
  type SaveHandleExamplesResponse,
  saveHandleExamplesRequest,
} from './contract.ts';
import { listExamples, saveExamples } from './examples.ts';
import { handleInsights } from './insights.ts';

/**
 * What has been read of the person's handles, and the example posts they pasted for them (shapes in
 * contract.ts); concept runs do the reading.
 */
export const sourceRoutes = (deps: Deps) => {
  const { db, clock } = deps;
  const signedIn = requireUser(db, clock);
  const saveRequest = saveHandleExamplesRequest({ allowLoopbackHttp: deps.config.sources.allowLoopback });
  return new Hono<SignedInEnv>()
    .get('/user/handles/insights', signedIn, async (c) =>
      c.json({
        success: true,
        data: await handleInsights(db, c.get('user')),
      } satisfies HandleInsightsResponse),
    )
    .get('/user/handles/examples', signedIn, async (c) =>
      c.json({ success: true, data: await listExamples(db, c.get('user')) } satisfies HandleExamplesResponse),
    )
    .put('/user/handles/examples', signedIn, zValidator('json', saveRequest, namedFieldHook), async (c) =>
      c.json({
        success: true,
        data: await saveExamples(db, clock.now(), c.get('user'), c.req.valid('json')),
      } satisfies SaveHandleExamplesResponse),
    );
};
