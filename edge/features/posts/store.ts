import { and, asc, desc, eq, inArray, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { PlatformType } from '../../contract/handles.ts';
import { countFor, measureVariant, postedText, rulesFor } from '../../contract/platforms.ts';
import type { Db } from '../../db/client.ts';
import {
  type PostSource,
  postImages,
  posts,
  postVariants,
  type VariantOriginal,
} from '../../db/schema/index.ts';
import type { BlobStore } from '../../engines/media/blobs/blob-store.ts';
import { type CreatedPost, imageUrl, type PostImage, type PostVariant } from './contract.ts';

/**
 * The one post model (db/schema/posts.ts) in and out: every feature that writes a post (drafting,
 * concepts, saving) writes it here, and every list that shows one reads it here, so a post looks the
 * same on every screen. Writes are batched (three statements for any number of posts) and reads are
 * one statement (variants and images folded in as JSON), because on Neon every statement is a round trip.
 */

/** A variant for no named platform (saved from text, or drafted before platforms) is held to this. */
export const GENERAL_TEXT_LIMIT = 20_000;

export interface NewVariant {
  platform: PlatformType | null;
  title?: string | null | undefined;
  text: string;
  hashtags: string[];
}

export interface NewPost {
  id?: string;
  userId: string;
  generationId: string | null;
  source: PostSource;
  conceptId?: string | null;
  title: string;
  savedAt?: Date | null;
  position?: number;
  createdAt: Date;
  variants: NewVariant[];
  images?: Array<{ blobId: string | null; altText: string }>;
}

/** The rows of `items`: posts last-first (so "newest first", highest seq first, lists them in order). */
function rowsOf(items: NewPost[]) {
  const ids = items.map((item) => item.id ?? crypto.randomUUID());
  const postRows = items
    .map((item, i) => ({
      id: ids[i],
      userId: item.userId,
      generationId: item.generationId,
      source: item.source,
      conceptId: item.conceptId ?? null,
      title: item.title,
      savedAt: item.savedAt ?? null,
      position: item.position ?? i,
      createdAt: item.createdAt,
    }))
    .toReversed();
  const variantRows = items.flatMap((item, i) =>
    item.variants.map((v, position) => ({
      postId: ids[i] as string,
      position,
      platform: v.platform,
      title: v.title ?? null,
      text: v.text,
      hashtags: v.hashtags,
      original: { title: v.title ?? null, text: v.text, hashtags: v.hashtags } satisfies VariantOriginal,
    })),
  );
  const imageRows = items.flatMap((item, i) =>
    (item.images ?? []).map((image, position) => ({
      postId: ids[i] as string,
      position,
      blobId: image.blobId,
      altText: image.altText,
      originalAltText: image.altText,
    })),
  );
  return { ids, postRows, variantRows, imageRows };
}

/**
 * Writes posts with their variants and images; returns their ids in the order given. The rows are
 * inserted last-first, so "newest first" (highest seq first) lists a batch in the order given.
 */
export async function insertPosts(tx: Db, items: NewPost[]): Promise<string[]> {
  if (items.length === 0) return [];
  const { ids, postRows, variantRows, imageRows } = rowsOf(items);
  await tx.insert(posts).values(postRows);
  if (variantRows.length > 0) await tx.insert(postVariants).values(variantRows);
  if (imageRows.length > 0) await tx.insert(postImages).values(imageRows);
  return ids;
}

/**
 * The same writes as CTEs, for a statement that commits the posts with the rest of a change (a paid
 * run's end: engines/runs/statements/finish-run.ts): one multi-row INSERT per table, whatever the
 * number of posts. The variants' and images' foreign keys are checked at the end of the statement,
 * when the posts are in.
 */
export function insertedPosts(db: Db, items: NewPost[]): { ids: string[]; ctes: WithSubquery[] } {
  if (items.length === 0) return { ids: [], ctes: [] };
  const { ids, postRows, variantRows, imageRows } = rowsOf(items);
  const ctes: WithSubquery[] = [
    db.$with('new_posts').as(db.insert(posts).values(postRows).returning({ id: posts.id })),
  ];
  if (variantRows.length > 0) {
    ctes.push(
      db
        .$with('new_variants')
        .as(db.insert(postVariants).values(variantRows).returning({ postId: postVariants.postId })),
    );
  }
  if (imageRows.length > 0) {
    ctes.push(
      db
        .$with('new_images')
        .as(db.insert(postImages).values(imageRows).returning({ postId: postImages.postId })),
    );
  }
  return { ids, ctes };
}

/** A post as read back: its row, its variants and its images, in order. */
export interface StoredPost {
  id: string;
  userId: string;
  generationId: string | null;
  source: PostSource;
  conceptId: string | null;
  title: string;
  savedAt: Date | null;
  createdAt: Date;
  variants: StoredVariant[];
  images: StoredImage[];
}
export interface StoredVariant {
  platform: PlatformType | null;
  title: string | null;
  text: string;
  hashtags: string[];
  original: VariantOriginal;
}
export interface StoredImage {
  blobId: string | null;
  altText: string;
  originalAltText: string;
}

type VariantJson = Omit<StoredVariant, 'platform'> & { platform: string | null };
type ImageJson = { blob_id: string | null; alt_text: string; original_alt_text: string };

const variantsJson = sql<VariantJson[]>`(select coalesce(json_agg(json_build_object(
    'platform', v.platform, 'title', v.title, 'text', v.text, 'hashtags', v.hashtags, 'original', v.original
  ) order by v.position), '[]'::json) from ${postVariants} v where v.post_id = ${posts.id})`;
const imagesJson = sql<ImageJson[]>`(select coalesce(json_agg(json_build_object(
    'blob_id', i.blob_id, 'alt_text', i.alt_text, 'original_alt_text', i.original_alt_text
  ) order by i.position), '[]'::json) from ${postImages} i where i.post_id = ${posts.id})`;

/**
 * The caller's posts matching `where`, newest first (or in run order with `order: 'run'`), in one
 * statement; each with its `seq`, where a keyset page (the library) starts the next one.
 */
export async function readPosts(
  db: Db,
  where: SQL | undefined,
  options: { limit?: number; order?: 'newest' | 'run' } = {},
): Promise<Array<StoredPost & { seq: number }>> {
  const query = db
    .select({
      id: posts.id,
      seq: posts.seq,
      userId: posts.userId,
      generationId: posts.generationId,
      source: posts.source,
      conceptId: posts.conceptId,
      title: posts.title,
      savedAt: posts.savedAt,
      createdAt: posts.createdAt,
      variants: variantsJson,
      images: imagesJson,
    })
    .from(posts)
    .where(where)
    .orderBy(options.order === 'run' ? asc(posts.position) : desc(posts.seq));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map((row) => ({
    ...row,
    variants: parsed<VariantJson[]>(row.variants).map((v) => ({
      ...v,
      platform: v.platform as PlatformType | null,
      hashtags: v.hashtags ?? [],
    })),
    images: parsed<ImageJson[]>(row.images).map((i) => ({
      blobId: i.blob_id,
      altText: i.alt_text,
      originalAltText: i.original_alt_text,
    })),
  }));
}

// Drivers hand json back parsed (node-postgres, Neon, PGlite); a string is parsed for safety.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** One variant on the wire: measured as its platform counts, with the model's original for Revert. */
export function variantOut(
  v: Pick<StoredVariant, 'platform' | 'title' | 'text' | 'hashtags' | 'original'>,
): PostVariant {
  const { length, limit } =
    v.platform === null
      ? { length: countFor('instagram', postedText(v)), limit: GENERAL_TEXT_LIMIT }
      : measureVariant(v.platform, v);
  const withTitle = v.platform !== null && rulesFor(v.platform).titleLimit !== null;
  return {
    platform: v.platform,
    ...(withTitle ? { title: v.title ?? '' } : {}),
    text: v.text,
    hashtags: v.hashtags,
    length,
    limit,
    original: {
      ...(withTitle ? { title: v.original.title ?? '' } : {}),
      text: v.original.text,
      hashtags: v.original.hashtags,
    },
  };
}

export const imageOut = (image: StoredImage): PostImage | null =>
  image.blobId === null
    ? null
    : {
        content_url: imageUrl(image.blobId),
        alt_text: image.altText,
        original_alt_text: image.originalAltText,
      };

/**
 * The post as SPEC §3 reads it, and whole: `content` is the first variant as it would be posted,
 * `content_url` the first image.
 */
export function postOut(post: StoredPost): CreatedPost {
  const images = post.images.flatMap((image) => imageOut(image) ?? []);
  const first = post.variants[0];
  return {
    id: post.id,
    title: post.title,
    content: first ? postedText(first) : '',
    content_url: images[0]?.content_url ?? null,
    created_at: post.createdAt.toISOString(),
    variants: post.variants.map(variantOut),
    images,
  };
}

/**
 * Deletes the caller's posts matching `where` with their images: the image rows first (returning
 * which blobs they held), then the posts (their variants go by the foreign key), then the image
 * bytes through the blob store, all inside the caller's transaction. Returns how many posts went.
 */
export async function deletePosts(
  tx: Db,
  blobs: BlobStore,
  userId: string,
  where: SQL | undefined,
): Promise<number> {
  const target = and(eq(posts.userId, userId), where);
  const images = await tx
    .delete(postImages)
    .where(inArray(postImages.postId, tx.select({ id: posts.id }).from(posts).where(target)))
    .returning({ blobId: postImages.blobId });
  const gone = await tx.delete(posts).where(target).returning({ id: posts.id });
  const blobIds = images.flatMap((image) => (image.blobId ? [image.blobId] : []));
  if (blobIds.length > 0) await blobs.within(tx).remove(userId, blobIds);
  return gone.length;
}
