import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { concepts, generations } from './generation.ts';
import { blobs } from './media.ts';
import { ownerId } from './user-columns.ts';

/**
 * One post model for every post a person has: drafted from images (`drafted`), drafted with a concept
 * (`concept`, its `concept_id`), or saved from text (`saved`). A post is a title, one variant per
 * platform it was written for, and the images it carries; one id space, so every screen and route
 * that shows a post reads the same rows.
 */

export const postSources = ['drafted', 'concept', 'saved'] as const;
export type PostSource = (typeof postSources)[number];

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: ownerId(),
    /** The paid run that wrote it; null for a post saved from text. */
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'cascade' }),
    source: text('source', { enum: postSources }).notNull().default('drafted'),
    /** The concept it was drafted with (source `concept`); a deleted concept leaves a saved post. */
    conceptId: uuid('concept_id').references(() => concepts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Set by PUT /api/user/generations/post/save; a saved post outlives its concept. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** Which post of its run (0-based), for the answer's order. */
    position: integer('position').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('posts_source', sql`${t.source} in ('drafted', 'concept', 'saved')`),
    index('posts_user_seq_idx').on(t.userId, t.seq),
    // The library's "saved only" pages: a keyset walk over saved posts alone, however many drafts
    // lie between them.
    index('posts_user_saved_seq_idx').on(t.userId, t.seq).where(sql`${t.savedAt} is not null`),
    index('posts_generation_idx').on(t.generationId),
    index('posts_concept_idx').on(t.conceptId),
    // No trigram index on the title: the library's search tests it on the person's own posts as its
    // keyset walk reaches them (edge/features/library/browse.ts), which no index speeds up.
  ],
);

/** What the model first wrote for a variant, kept so an edit can be reverted. */
export interface VariantOriginal {
  title: string | null;
  text: string;
  hashtags: string[];
}

/** The post a variant or an image is part of: the part goes when its post is deleted. */
function postPartOf() {
  return uuid('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' });
}

/**
 * A post as written for one platform (edge/contract/platforms.ts): `text` without its hashtags,
 * `hashtags` as words without `#`, `title` where the platform has one (Pinterest). `platform` is null
 * for a post written for no named platform (saved from text, or drafted before platforms existed).
 */
export const postVariants = pgTable(
  'post_variants',
  {
    postId: postPartOf(),
    position: integer('position').notNull(),
    platform: text('platform'),
    title: text('title'),
    text: text('text').notNull(),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    original: jsonb('original').$type<VariantOriginal>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.position] }),
    // The library's search in a post's texts (ILIKE '%…%' is no prefix, so no btree serves it): for a
    // rare word, the trigrams find the few matching variants at once, instead of a probe per post of
    // the person (edge/features/library/browse.ts). fastupdate off: a run writes a few rows, and a
    // pending list would make every search read it until a vacuum.
    index('post_variants_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** The images a post carries, in order, each with its alt text (and the model's original of it). */
export const postImages = pgTable(
  'post_images',
  {
    postId: postPartOf(),
    position: integer('position').notNull(),
    blobId: text('blob_id').references(() => blobs.id, { onDelete: 'set null' }),
    altText: text('alt_text').notNull().default(''),
    originalAltText: text('original_alt_text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index('post_images_blob_idx').on(t.blobId)],
);
