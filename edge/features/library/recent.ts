import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { concepts, mediaCaptions, posts } from '../../db/schema/index.ts';
import type { ConceptStream } from '../concepts/contract.ts';
import { postOut, readPosts, type StoredPost } from '../posts/store.ts';
import { RECENT_LIMITS, type RecentCaption, type RecentConcept, type RecentPost } from './contract.ts';

/**
 * The recent lists of SPEC §3 "Recent generations", newest first (highest seq first: exact even for
 * rows written in one clock tick), each only the caller's.
 */

type ConceptRow = typeof concepts.$inferSelect;

export const toRecentConcept = (row: ConceptRow, post: StoredPost | undefined): RecentConcept => {
  const out = post ? postOut(post) : undefined;
  return {
    id: row.id,
    stream: row.stream,
    content_url: null,
    title: row.title,
    content: row.concept,
    created_at: row.createdAt.toISOString(),
    concept: {
      Title: row.title,
      Concept: row.concept,
      Details: row.details,
      'Practical Tips': row.practicalTips,
      'Media Inspiration': row.mediaInspiration,
    },
    sources: row.sources,
    post: out ? { title: out.title, content: out.content, variants: out.variants } : null,
  };
};

/**
 * The posts drafted with these concepts, by concept id (one statement; none for no ids). The recent
 * list and the Library both show a concept with the post drafted from it, so both read it here.
 */
export async function postsDraftedWith(
  db: Db,
  userId: string,
  conceptIds: string[],
): Promise<Map<string | null, StoredPost>> {
  const drafted =
    conceptIds.length === 0
      ? []
      : await readPosts(
          db,
          and(eq(posts.userId, userId), inArray(posts.conceptId, conceptIds), eq(posts.source, 'concept')),
        );
  return new Map(drafted.map((p) => [p.conceptId, p]));
}

/** Mainstream and Offstream, each at most RECENT_LIMITS.concepts, each with the post drafted with it. */
export async function recentConcepts(
  db: Db,
  userId: string,
): Promise<Record<ConceptStream, RecentConcept[]>> {
  const of = (stream: ConceptStream) =>
    db
      .select()
      .from(concepts)
      .where(and(eq(concepts.userId, userId), eq(concepts.stream, stream)))
      .orderBy(desc(concepts.seq))
      .limit(RECENT_LIMITS.concepts);
  const [mainstream, offstream] = await Promise.all([of('mainstream'), of('offstream')]);
  const ids = [...mainstream, ...offstream].map((c) => c.id);
  const postOf = await postsDraftedWith(db, userId, ids);
  return {
    mainstream: mainstream.map((row) => toRecentConcept(row, postOf.get(row.id))),
    offstream: offstream.map((row) => toRecentConcept(row, postOf.get(row.id))),
  };
}

/** The Post Drafting list: posts drafted from images or texts (not the concept page's). */
export async function recentPosts(db: Db, userId: string): Promise<RecentPost[]> {
  const rows = await readPosts(db, and(eq(posts.userId, userId), eq(posts.source, 'drafted')), {
    limit: RECENT_LIMITS.posts,
  });
  return rows.map(postOut);
}

export async function recentCaptions(db: Db, userId: string): Promise<RecentCaption[]> {
  const rows = await db
    .select()
    .from(mediaCaptions)
    .where(eq(mediaCaptions.userId, userId))
    .orderBy(desc(mediaCaptions.seq))
    .limit(RECENT_LIMITS['media-captions']);
  return rows.map((r) => ({
    id: r.id,
    content_url: r.contentUrl,
    content_text: r.contentText,
    created_at: r.createdAt.toISOString(),
  }));
}
