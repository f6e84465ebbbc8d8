import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { itemId } from '../../http/item-id.ts';
import { namedFieldHook } from '../../http/validation-hooks.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import { libraryItem, libraryPage } from './browse.ts';
import {
  type DeleteAllResponse,
  type DeleteOneResponse,
  GENERATION_NOT_FOUND,
  type GenerationKind,
  generationKinds,
  isLibraryKind,
  type LibraryItemResponse,
  type LibraryResponse,
  libraryQuery,
  type RecentAllResponse,
  type RecentCaptionsResponse,
  type RecentConceptsResponse,
  type RecentPostsResponse,
  UNKNOWN_KIND,
} from './contract.ts';
import { deleteGenerations } from './delete.ts';
import { recentCaptions, recentConcepts, recentPosts } from './recent.ts';

const kindOf = (raw: string): GenerationKind => {
  if ((generationKinds as readonly string[]).includes(raw)) return raw as GenerationKind;
  throw new AppError(404, UNKNOWN_KIND, 'not_found');
};

/**
 * Recent generations (SPEC §7 GET /user/recent-generations/{kind}, kind `all` by default), the deletes
 * (DELETE /user/generation/{kind}[/{id}]) and the whole library a page at a time (GET /user/library,
 * the Library screen's, and GET /user/library/{kind}/{id}, its detail view; beyond the SPEC's table). Shapes in contract.ts.
 */
export const libraryRoutes = (deps: Deps) => {
  const { db, clock, blobs } = deps;
  const signedIn = requireUser(db, clock);
  const all = async (userId: string): Promise<RecentAllResponse> => {
    const [concepts, posts, captions] = await Promise.all([
      recentConcepts(db, userId),
      recentPosts(db, userId),
      recentCaptions(db, userId),
    ]);
    return {
      success: true,
      data: { concepts_generated: concepts, posts_generated: posts, media_captioned: captions },
    };
  };
  return new Hono<SignedInEnv>()
    .get('/user/recent-generations', signedIn, async (c) => c.json(await all(c.get('user').id)))
    .get('/user/recent-generations/all', signedIn, async (c) => c.json(await all(c.get('user').id)))
    .get('/user/recent-generations/concepts', signedIn, async (c) =>
      c.json({
        success: true,
        data: { concepts_generated: await recentConcepts(db, c.get('user').id) },
      } satisfies RecentConceptsResponse),
    )
    .get('/user/recent-generations/posts', signedIn, async (c) =>
      c.json({
        success: true,
        data: { posts_generated: await recentPosts(db, c.get('user').id) },
      } satisfies RecentPostsResponse),
    )
    .get('/user/recent-generations/media-captions', signedIn, async (c) =>
      c.json({
        success: true,
        data: { media_captioned: await recentCaptions(db, c.get('user').id) },
      } satisfies RecentCaptionsResponse),
    )
    .get('/user/library', signedIn, zValidator('query', libraryQuery, namedFieldHook), async (c) =>
      c.json((await libraryPage(db, c.get('user').id, c.req.valid('query'))) satisfies LibraryResponse),
    )
    .get('/user/library/:kind/:id', signedIn, async (c) => {
      const kind = c.req.param('kind');
      // An unknown kind names nothing, as an unknown id does.
      const item = isLibraryKind(kind)
        ? await libraryItem(db, c.get('user').id, kind, itemId(c.req.param('id')))
        : null;
      if (!item) throw new AppError(404, GENERATION_NOT_FOUND, 'not_found');
      return c.json(item satisfies LibraryItemResponse);
    })
    .delete('/user/generation/:kind', signedIn, async (c) => {
      const deleted = await deleteGenerations(db, blobs, c.get('user').id, kindOf(c.req.param('kind')));
      return c.json({ success: true, deleted } satisfies DeleteAllResponse);
    })
    .delete('/user/generation/:kind/:id', signedIn, async (c) => {
      const kind = kindOf(c.req.param('kind'));
      await deleteGenerations(db, blobs, c.get('user').id, kind, itemId(c.req.param('id')));
      return c.json({ success: true } satisfies DeleteOneResponse);
    });
};
