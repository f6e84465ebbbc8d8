import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CachedPost, SOURCE_POSTS_MAX, sourcePosts } from '../../db/schema/index.ts';
import type { HandleRead } from '../../engines/sources/read-handles.ts';

/**
 * The shared cache of public posts (ARCHITECTURE §7b), one row per handle (type + reference). A run
 * reads only what is due (cacheDue); what it reads is written back whatever happened: new posts
 * replace the old, a failed read keeps them, a gone or closed account loses them.
 */

export type CachedSource = typeof sourcePosts.$inferSelect;

export interface SourceKey {
  type: string;
  reference: string;
}

/** A failed read is tried again after this (or after the freshness, when that is shorter). */
export const RETRY_FAILED_MS = 15 * 60 * 1000;
/** Rows no run has used for this long are deleted. */
export const PURGE_UNUSED_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (k: SourceKey) => `${k.type}\u0000${k.reference}`;

/** The cached rows of `keys`, by key (absent: never read). */
export async function cachedSources(db: Db, keys: readonly SourceKey[]): Promise<Map<string, CachedSource>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sourcePosts)
    .where(inArray(sourcePosts.reference, [...new Set(keys.map((k) => k.reference))]));
  const wanted = new Set(keys.map(keyOf));
  return new Map(rows.filter((r) => wanted.has(keyOf(r))).map((r) => [keyOf(r), r]));
}

export const cachedOf = (rows: Map<string, CachedSource>, key: SourceKey) => rows.get(keyOf(key));

/** True when a run should read the handle again: never read, or its last answer is older than allowed. */
export function cacheDue(row: CachedSource | undefined, now: Date, freshMs: number): boolean {
  if (!row) return true;
  const wait = row.status === 'failed' ? Math.min(freshMs, RETRY_FAILED_MS) : freshMs;
  return now.getTime() - row.checkedAt.getTime() >= wait;
}

/**
 * Writes each read back. Posts are cut to SOURCE_POSTS_MAX (the table's check holds the same cap);
 * `failed` touches only the status and attempt time, so the last good copy stays.
 */
export async function storeReads(db: Db, reads: readonly HandleRead[], now: Date): Promise<void> {
  const answered = reads.filter((r) => r.result.status !== 'failed');
  const failed = reads.filter((r) => r.result.status === 'failed');
  await upsertSources(
    db,
    answered.map(({ type, reference, result }) => {
      const posts: CachedPost[] = result.status === 'ok' ? result.posts.slice(0, SOURCE_POSTS_MAX) : [];
      return {
        type,
        reference,
        status: result.status,
        posts,
        fetchedAt: result.status === 'ok' ? now : null,
        checkedAt: now,
        usedAt: now,
      };
    }),
    ['status', 'posts', 'fetchedAt', 'checkedAt', 'usedAt'],
  );
  await upsertSources(
    db,
    failed.map(({ type, reference }) => ({
      type,
      reference,
      status: 'failed' as const,
      checkedAt: now,
      usedAt: now,
    })),
    ['status', 'checkedAt', 'usedAt'],
  );
}

type Rewritten = 'status' | 'posts' | 'fetchedAt' | 'checkedAt' | 'usedAt';

/** Inserts `rows`; a handle already cached takes only the `rewritten` columns from them, the rest stays. */
async function upsertSources(
  db: Db,
  rows: (typeof sourcePosts.$inferInsert)[],
  rewritten: readonly Rewritten[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(sourcePosts)
    .values(rows)
    .onConflictDoUpdate({
      target: [sourcePosts.type, sourcePosts.reference],
      set: Object.fromEntries(
        rewritten.map((column) => [column, sql`excluded.${sql.identifier(sourcePosts[column].name)}`]),
      ),
    });
}

/**
 * Marks rows a run used without reading them again, so a handle in use is never purged. Matching types
 * and references as two lists may touch a neighbour's row too: that only keeps it a little longer.
 */
export async function touchSources(db: Db, keys: readonly SourceKey[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(sourcePosts)
    .set({ usedAt: now })
    .where(
      and(
        inArray(sourcePosts.reference, [...new Set(keys.map((k) => k.reference))]),
        inArray(sourcePosts.type, [...new Set(keys.map((k) => k.type))]),
      ),
    );
}

/** Deletes rows no run has used for PURGE_UNUSED_MS (an index on used_at keeps this cheap). */
export async function purgeUnusedSources(db: Db, now: Date): Promise<void> {
  await db.delete(sourcePosts).where(lt(sourcePosts.usedAt, new Date(now.getTime() - PURGE_UNUSED_MS)));
}
