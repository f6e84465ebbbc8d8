import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { concepts, mediaCaptions, posts } from '../../db/schema/index.ts';
import type { ConceptStream } from '../concepts/contract.ts';
import { imageUrl } from '../posts/contract.ts';
import { RECENT_LIMITS, type RecentCaption, type RecentConcept, type RecentPost } from './contract.ts';

/**
 * The recent lists of SPEC §3 "Recent generations", newest first (highest seq first: exact even for
 * rows written in one clock tick), each only the caller's.
 */

type ConceptRow = typeof concepts.$inferSelect;

export const toRecentConcept = (row: ConceptRow): RecentConcept => ({
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
  post: { title: row.postTitle, content: row.postContent },
});

/** Mainstream and Offstream, each at most RECENT_LIMITS.concepts. */
export async function recentConcepts(
  db: Db,
  userId: string,
): Promise<Record<ConceptStream, RecentConcept[]>> {
  const of = async (stream: ConceptStream) => {
    const rows = await db
      .select()
      .from(concepts)
      .where(and(eq(concepts.userId, userId), eq(concepts.stream, stream)))
      .orderBy(desc(concepts.seq))
      .limit(RECENT_LIMITS.concepts);
    return rows.map(toRecentConcept);
  };
  const [mainstream, offstream] = await Promise.all([of('mainstream'), of('offstream')]);
  return { mainstream, offstream };
}

export async function recentPosts(db: Db, userId: string): Promise<RecentPost[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      content: posts.content,
      imageBlobId: posts.imageBlobId,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .where(eq(posts.userId, userId))
    .orderBy(desc(posts.seq))
    .limit(RECENT_LIMITS.posts);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    content_url: r.imageBlobId ? imageUrl(r.imageBlobId) : null,
    created_at: r.createdAt.toISOString(),
  }));
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
