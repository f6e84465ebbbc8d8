import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import { postedText } from '../../contract/platforms.ts';
import type { Db } from '../../db/client.ts';
import { takeWithinLimit } from '../../db/rate-limits.ts';
import { posts, postVariants } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { deletePosts, insertPosts, postOut, readPosts, type StoredPost } from '../posts/store.ts';
import {
  GENERATED_POSTS_LIMIT,
  type GeneratedPost,
  SAVED_POSTS_FULL_CODE,
  SAVES_TOO_FAST_CODE,
  savedPostsFull,
  savesTooFast,
} from './contract.ts';

/**
 * The concept page's Generated Posts list (SPEC §2): the posts drafted with concepts, and posts saved
 * from text, in the one post model (posts/store.ts). Saving one is PUT /api/user/generations/post/save.
 * Every query names the owner: another person's id is a 404.
 */

export const generatedPostOut = (post: StoredPost): GeneratedPost => {
  const { id, title, content, created_at, variants } = postOut(post);
  return {
    id,
    concept_id: post.conceptId,
    title,
    content,
    saved: post.savedAt !== null,
    created_at,
    variants,
  };
};

const notFound = () => new AppError(404, GENERATION_NOT_FOUND, 'not_found');
const listed = inArray(posts.source, ['concept', 'saved']);

/** The caller's generated posts, newest first. */
export async function listGeneratedPosts(db: Db, userId: string): Promise<GeneratedPost[]> {
  const rows = await readPosts(db, and(eq(posts.userId, userId), listed), { limit: GENERATED_POSTS_LIMIT });
  return rows.map(generatedPostOut);
}

/** The rate-limit ledger's kind for a save (db/rate-limits.ts), counted per user. */
const POST_SAVED = 'post_saved:user';
const MINUTE = 60 * 1000;

/**
 * Saves a post: with `id`, that post (the caller's) is marked saved with the title and content sent,
 * and a second save keeps the first saved time; content that differs from the post's first variant
 * as posted becomes that variant's text (hashtags and all, as the person wrote it). Without `id`, a new
 * saved post is stored, for no named platform.
 *
 * A save costs the person nothing, so two per-person bounds keep it from filling the database: at
 * most `postSavesPerMinute` saves a minute (429 + Retry-After) and `savedPostsMax` saved posts in all
 * (409 for a save that would add one; editing a saved post still works). Both are checked and the
 * save written in one transaction under the person's save lock (taken by takeWithinLimit), so
 * parallel saves are counted one after another and cannot pass either bound; a refused save writes
 * nothing, its counted event included.
 */
export async function saveGeneratedPost(
  { db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  input: { id?: string | undefined; title: string; content: string },
): Promise<GeneratedPost> {
  const at = clock.now();
  const { postSavesPerMinute, savedPostsMax } = config.limits;
  return db.transaction(async (tx) => {
    const wait = await takeWithinLimit(
      tx,
      { kind: POST_SAVED, subject: userId, limit: postSavesPerMinute, windowMs: MINUTE },
      at,
    );
    if (wait !== null) {
      throw new AppError(429, savesTooFast(postSavesPerMinute), SAVES_TOO_FAST_CODE, {
        retryAfterSeconds: wait,
      });
    }
    if (input.id !== undefined) {
      const mine = and(eq(posts.id, input.id), eq(posts.userId, userId));
      const [target] = await readPosts(tx, mine);
      if (!target) throw notFound();
      if (target.savedAt === null) await refuseWhenFull(tx, userId, savedPostsMax);
      await tx
        .update(posts)
        .set({
          title: input.title,
          savedAt: sql`coalesce(${posts.savedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(mine);
      const first = target.variants[0];
      if (first && postedText(first) !== input.content) {
        await tx
          .update(postVariants)
          .set({ text: input.content, hashtags: [] })
          .where(and(eq(postVariants.postId, input.id), eq(postVariants.position, 0)));
      }
      const [saved] = await readPosts(tx, mine);
      if (!saved) throw notFound();
      return generatedPostOut(saved);
    }
    await refuseWhenFull(tx, userId, savedPostsMax);
    const [id] = await insertPosts(tx, [
      {
        userId,
        generationId: null,
        source: 'saved',
        title: input.title,
        savedAt: at,
        createdAt: at,
        variants: [{ platform: null, text: input.content, hashtags: [] }],
      },
    ]);
    const [saved] = await readPosts(tx, eq(posts.id, id ?? ''));
    if (!saved) throw new Error('The saved post was not written');
    return generatedPostOut(saved);
  });
}

/** 409 when the person already keeps `max` saved posts (read under their save lock). */
async function refuseWhenFull(tx: Db, userId: string, max: number): Promise<void> {
  const [saved] = await tx
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.userId, userId), isNotNull(posts.savedAt)));
  if ((saved?.n ?? 0) >= max) throw new AppError(409, savedPostsFull(max), SAVED_POSTS_FULL_CODE);
}

/** Deletes one of the caller's generated posts (404 when unknown or another person's). */
export async function deleteGeneratedPost(
  { db, blobs }: Pick<Deps, 'db' | 'blobs'>,
  userId: string,
  id: string,
): Promise<void> {
  const deleted = await db.transaction((tx) => deletePosts(tx, blobs, userId, eq(posts.id, id)));
  await blobs.settle(); // after the commit: the object store's copy of its images
  if (deleted === 0) throw notFound();
}
