import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shared cache of open networks' public posts (ARCHITECTURE §7b): one row per handle, read by
 * every instance and every person who names that handle. Only public posts live here; nothing a
 * person typed. The JSON shapes are edge/engines/sources/readers/source-reader.ts's.
 */

export const sourceStatuses = ['ok', 'not-readable', 'not-found', 'failed'] as const;

/** Posts kept per handle: the newest (the readers' own cap, held here too). */
export const SOURCE_POSTS_MAX = 30;

export interface CachedPost {
  text: string;
  date: string | null;
  url: string;
  counts?: { likes?: number; reposts?: number; replies?: number; quotes?: number; views?: number };
}

/**
 * `status` is the last answer. A failed read keeps the last good `posts` and `fetched_at`; a handle
 * that is gone or closed to anonymous readers loses its posts (the account chose not to be read).
 * `checked_at` is the last attempt (what freshness counts from), `used_at` the last run that used
 * the row (rows unused for 30 days are purged).
 */
export const sourcePosts = pgTable(
  'source_posts',
  {
    type: text('type').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: sourceStatuses }).notNull(),
    posts: jsonb('posts').$type<CachedPost[]>().notNull().default([]),
    /** When `posts` were read (null: never read successfully). */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'source_posts_pkey', columns: [t.type, t.reference] }),
    check('source_posts_status', sql`${t.status} in ('ok', 'not-readable', 'not-found', 'failed')`),
    check('source_posts_capped', sql`jsonb_array_length(${t.posts}) <= 30`),
    index('source_posts_used_idx').on(t.usedAt),
  ],
);
