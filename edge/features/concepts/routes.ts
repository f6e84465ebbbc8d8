import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { itemId } from '../../http/item-id.ts';
import { answerPaidRun } from '../../http/paid-run-answer.ts';
import { namedFieldHook } from '../../http/validation-hooks.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import type { DeleteOneResponse } from '../library/contract.ts';
import {
  conceptRequest,
  conceptRunsQuery,
  type GeneratedPostsResponse,
  type SavePostResponse,
  savePostRequest,
} from './contract.ts';
import { deleteGeneratedPost, listGeneratedPosts, saveGeneratedPost } from './generated-posts.ts';
import { conceptRuns } from './runs.ts';
import { generateConceptRun } from './service.ts';

/** Concept Generation, its runs page by page, and its Generated Posts list (SPEC §7; shapes in contract.ts). */
export const conceptRoutes = (deps: Deps) => {
  const { db, clock } = deps;
  const signedIn = requireUser(db, clock);
  const generateConceptRequest = conceptRequest({ allowLoopbackHttp: deps.config.sources.allowLoopback });
  return new Hono<SignedInEnv>()
    .post(
      '/user/generate/concept',
      signedIn,
      zValidator('json', generateConceptRequest, namedFieldHook),
      (c) => answerPaidRun(c, (key) => generateConceptRun(deps, c.get('user'), c.req.valid('json'), key)),
    )
    .get('/user/generations/concepts/runs', signedIn, zValidator('query', conceptRunsQuery), async (c) =>
      c.json({
        success: true as const,
        ...(await conceptRuns(db, c.get('user').id, c.req.valid('query').cursor)),
      }),
    )
    .get('/user/generations/posts', signedIn, async (c) =>
      c.json({
        success: true,
        data: await listGeneratedPosts(db, c.get('user').id),
      } satisfies GeneratedPostsResponse),
    )
    .put(
      '/user/generations/post/save',
      signedIn,
      zValidator('json', savePostRequest, namedFieldHook),
      async (c) => {
        const post = await saveGeneratedPost(deps, c.get('user').id, c.req.valid('json'));
        return c.json({ success: true, data: post } satisfies SavePostResponse);
      },
    )
    .delete('/user/generations/post/:id', signedIn, async (c) => {
      await deleteGeneratedPost(deps, c.get('user').id, itemId(c.req.param('id')));
      return c.json({ success: true } satisfies DeleteOneResponse);
    });
};
