import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generatedPosts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { GENERATION_NOT_FOUND } from '../generation/contract.ts';
import { GENERATED_POSTS_LIMIT, type GeneratedPost } from './contract.ts';

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

/**
 * Saves a post: with `id`, that generated post (the caller's) is marked saved with the title and
 * content sent, and a second save keeps the first saved time; without, a new saved post is stored.
 */
export async function saveGeneratedPost(
  db: Db,
  at: Date,
  userId: string,
  input: { id?: string | undefined; title: string; content: string },
): Promise<GeneratedPost> {
  if (input.id !== undefined) {
    const [row] = await db
      .update(generatedPosts)
      .set({
        title: input.title,
        content: input.content,
        savedAt: sql`coalesce(${generatedPosts.savedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(and(eq(generatedPosts.id, input.id), eq(generatedPosts.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return toGeneratedPost(row);
  }
  const [row] = await db
    .insert(generatedPosts)
    .values({ userId, title: input.title, content: input.content, savedAt: at, createdAt: at })
    .returning();
  if (!row) throw new Error('The saved post was not written');
  return toGeneratedPost(row);
}

/** Deletes one of the caller's generated posts (404 when unknown or another person's). */
export async function deleteGeneratedPost(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(generatedPosts)
    .where(and(eq(generatedPosts.id, id), eq(generatedPosts.userId, userId)))
    .returning({ id: generatedPosts.id });
  if (gone.length === 0) throw notFound();
}
