import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import type { Db } from '../../db/client.ts';
import { takeWithinLimit } from '../../db/rate-limits.ts';
import { generatedPosts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import {
  GENERATED_POSTS_LIMIT,
  type GeneratedPost,
  SAVED_POSTS_FULL_CODE,
  SAVES_TOO_FAST_CODE,
  savedPostsFull,
  savesTooFast,
} from './contract.ts';

/**
 * The concept page's Generated Posts list (SPEC §2): the posts drafted with concepts, and saving one
 * (PUT /api/user/generations/post/save). Every query names the owner: another person's id is a 404.
 */

type Row = typeof generatedPosts.$inferSelect;

const toGeneratedPost = (row: Row): GeneratedPost => ({
  id: row.id,
  concept_id: row.conceptId,
  title: row.title,
  content: row.content,
  saved: row.savedAt !== null,
  created_at: row.createdAt.toISOString(),
});

const notFound = () => new AppError(404, GENERATION_NOT_FOUND, 'not_found');

/** The caller's generated posts, newest first. */
export async function listGeneratedPosts(db: Db, userId: string): Promise<GeneratedPost[]> {
  const rows = await db
    .select()
    .from(generatedPosts)
    .where(eq(generatedPosts.userId, userId))
    .orderBy(desc(generatedPosts.seq))
    .limit(GENERATED_POSTS_LIMIT);
  return rows.map(toGeneratedPost);
}

/** The rate-limit ledger's kind for a save (db/rate-limits.ts), counted per user. */
const POST_SAVED = 'post_saved:user';
const MINUTE = 60 * 1000;

/**
 * Saves a post: with `id`, that generated post (the caller's) is marked saved with the title and
 * content sent, and a second save keeps the first saved time; without, a new saved post is stored.
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
    const mine = (id: string) => and(eq(generatedPosts.id, id), eq(generatedPosts.userId, userId));
    if (input.id !== undefined) {
      const [target] = await tx
        .select({ savedAt: generatedPosts.savedAt })
        .from(generatedPosts)
        .where(mine(input.id));
      if (!target) throw notFound();
      if (target.savedAt === null) await refuseWhenFull(tx, userId, savedPostsMax);
      const [row] = await tx
        .update(generatedPosts)
        .set({
          title: input.title,
          content: input.content,
          savedAt: sql`coalesce(${generatedPosts.savedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(mine(input.id))
        .returning();
      if (!row) throw notFound();
      return toGeneratedPost(row);
    }
    await refuseWhenFull(tx, userId, savedPostsMax);
    const [row] = await tx
      .insert(generatedPosts)
      .values({ userId, title: input.title, content: input.content, savedAt: at, createdAt: at })
      .returning();
    if (!row) throw new Error('The saved post was not written');
    return toGeneratedPost(row);
  });
}

/** 409 when the person already keeps `max` saved posts (read under their save lock). */
async function refuseWhenFull(tx: Db, userId: string, max: number): Promise<void> {
  const [saved] = await tx
    .select({ n: count() })
    .from(generatedPosts)
    .where(and(eq(generatedPosts.userId, userId), isNotNull(generatedPosts.savedAt)));
  if ((saved?.n ?? 0) >= max) throw new AppError(409, savedPostsFull(max), SAVED_POSTS_FULL_CODE);
}

/** Deletes one of the caller's generated posts (404 when unknown or another person's). */
export async function deleteGeneratedPost(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(generatedPosts)
    .where(and(eq(generatedPosts.id, id), eq(generatedPosts.userId, userId)))
    .returning({ id: generatedPosts.id });
  if (gone.length === 0) throw notFound();
}
