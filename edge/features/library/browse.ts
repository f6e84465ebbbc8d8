import { and, desc, eq, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { concepts, posts, postVariants } from '../../db/schema/index.ts';
import { postOut, readPosts, type StoredPost } from '../posts/store.ts';
import {
  encodeLibraryCursor,
  LIBRARY_PAGE_SIZE,
  type LibraryItemResponse,
  type LibraryKind,
  type LibraryPost,
  type LibraryQuery,
  type LibraryResponse,
} from './contract.ts';
import { postsDraftedWith, toRecentConcept } from './recent.ts';

/**
 * One page of the Library (GET /api/user/library), newest first by `seq`. Each page reads one row more
 * than it shows, so it knows whether another follows without counting; the keyset (`seq < cursor`)
 * walks the (user_id, seq) indexes backwards, so a page deep in ten thousand items costs what the first
 * does. A search is a filter on that same walk, against the ids its trigram indexes find.
 * Round trips: one for posts (variants and images folded in), two for concepts (their posts after).
 */

/** `q` as an ILIKE pattern matching it anywhere: `%`, `_` and `\` match themselves (`\` is LIKE's escape). */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pageOf = <T extends { seq: number }>(kind: LibraryKind, rows: T[]) => {
  const page = rows.slice(0, LIBRARY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    page,
    next_cursor:
      rows.length > LIBRARY_PAGE_SIZE && last ? encodeLibraryCursor({ kind, seq: last.seq }) : null,
  };
};

export async function libraryPage(db: Db, userId: string, query: LibraryQuery): Promise<LibraryResponse> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const savedOnly = query.saved === 'true';
  if (query.kind === 'posts') {
    const rows = await readPosts(
      db,
      and(
        eq(posts.userId, userId),
        savedOnly ? isNotNull(posts.savedAt) : undefined,
        query.cursor ? lt(posts.seq, query.cursor.seq) : undefined,
        pattern ? postMatches(pattern) : undefined,
      ),
      { limit: LIBRARY_PAGE_SIZE + 1 },
    );
    const { page, next_cursor } = pageOf('posts', rows);
    return {
      success: true,
      kind: 'posts',
      data: page.map(libraryPostOut),
      next_cursor,
    };
  }
  const rows = await db
    .select()
    .from(concepts)
    .where(
      and(
        eq(concepts.userId, userId),
        savedOnly ? conceptPostSaved() : undefined,
        query.cursor ? lt(concepts.seq, query.cursor.seq) : undefined,
        pattern ? conceptMatches(userId, pattern) : undefined,
      ),
    )
    .orderBy(desc(concepts.seq))
    .limit(LIBRARY_PAGE_SIZE + 1);
  const { page, next_cursor } = pageOf('concepts', rows);
  const postOf = await postsDraftedWith(
    db,
    userId,
    page.map((c) => c.id),
  );
  return {
    success: true,
    kind: 'concepts',
    data: page.map((row) => toRecentConcept(row, postOf.get(row.id))),
    next_cursor,
  };
}

/** A post as the library shows it: the whole post, where it came from, and whether it was saved. */
const libraryPostOut = (post: StoredPost): LibraryPost => ({
  ...postOut(post),
  source: post.source,
  concept_id: post.conceptId,
  saved: post.savedAt !== null,
});

/**
 * One item of the library (GET /api/user/library/{kind}/{id}), shaped as its page lists it; null when
 * the caller has no such item (every statement names the owner, so another person's id finds nothing).
 */
export async function libraryItem(
  db: Db,
  userId: string,
  kind: LibraryKind,
  id: string,
): Promise<LibraryItemResponse | null> {
  if (kind === 'posts') {
    const [post] = await readPosts(db, and(eq(posts.userId, userId), eq(posts.id, id)));
    return post ? { success: true, kind: 'posts', data: libraryPostOut(post) } : null;
  }
  const [row] = await db
    .select()
    .from(concepts)
    .where(and(eq(concepts.userId, userId), eq(concepts.id, id)));
  if (!row) return null;
  const postOf = await postsDraftedWith(db, userId, [row.id]);
  return { success: true, kind: 'concepts', data: toRecentConcept(row, postOf.get(row.id)) };
}

/**
 * A post whose title or any variant's text holds the pattern, checked on the person's own posts as the
 * keyset walk reaches them, so a page stops at its 21st match. The variants' side is an EXISTS the
 * planner may answer either way: one probe per post walked (a word many posts of the database hold), or
 * the set of ids the trigram index finds, hashed once (a rare word). The title is tested in the walk.
 * Sets of every matching post in the database (the earlier form) cost what the word's frequency across
 * all people costs: 6 to 8 s for a common word among a million posts (npm run bench:scale), against
 * well under a millisecond this way; a word the person never used walks their posts, as it did then.
 */
const postMatches = (pattern: string): SQL =>
  sql`(${posts.title} ilike ${pattern}
    or exists (select 1 from ${postVariants} v where v.post_id = ${posts.id} and v.text ilike ${pattern}))`;

/**
 * A concept whose title, concept or details hold the pattern: one set of ids, which the planner sizes
 * well from the three trigram indexes (under 10 ms for a rare or a common word among 10,000 concepts).
 */
const conceptMatches = (userId: string, pattern: string): SQL =>
  sql`${concepts.id} in (select c.id from ${concepts} c where c.user_id = ${userId}
    and (c.title ilike ${pattern} or c.concept ilike ${pattern} or c.details ilike ${pattern}))`;

/** A concept whose drafted post the person saved. */
const conceptPostSaved = (): SQL =>
  sql`exists (select 1 from ${posts} p where p.concept_id = ${concepts.id} and p.saved_at is not null)`;
