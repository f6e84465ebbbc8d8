import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blobDeletions, blobs } from '../../../db/schema/index.ts';
import type { Clock } from '../../../deps.ts';
import { outboxClaim, outboxRetry } from '../../../lib/outbox-retry.ts';
import { periodicSweep } from '../../../lib/periodic-sweep.ts';
import type { Logger } from '../../../logger.ts';
import { type ObjectBucket, ObjectStoreError } from './s3-bucket.ts';

/**
 * The object store's deletion outbox (the `blob_deletions` table). A database transaction cannot
 * delete an object, so the key is written in the transaction and the object deleted after the
 * commit, retried with backoff until the store confirms: a crash between the two leaves the key here
 * for the next sweep, never an image nobody can delete. The same table guards uploads: a key is
 * written before its bytes go up, due an hour later, so an upload whose row was never committed (a
 * failed draft) is deleted too. The rule the sweep applies is one: delete the object of a key no
 * `blobs` row holds; drop a key a row still holds.
 */
export interface DeletionDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  bucket: ObjectBucket;
}

const MINUTE = 60 * 1000;
/** Longer than any transaction that records an upload lives, so the sweep never races one. */
export const UPLOAD_GRACE_MS = 60 * MINUTE;
/** From this many failed attempts on, each failure is logged as an error: the store needs a person. */
export const DELETION_ALARM_ATTEMPTS = 5;

/** Writes upload guards for `keys` (autocommit, before the upload), due once the grace has passed. */
export async function guardUploads(db: Db, keys: string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  const due = new Date(at.getTime() + UPLOAD_GRACE_MS);
  await db
    .insert(blobDeletions)
    .values(keys.map((key) => ({ key, nextAttemptAt: due, createdAt: at })))
    .onConflictDoNothing();
}

/**
 * Deletes `ownerId`'s rows among `ids` and writes their keys into the outbox, due at once, in ONE
 * statement, so the key is recorded exactly when the row goes (whatever transaction `db` is).
 * Returns how many rows went.
 */
export async function removeRecordingKeys(db: Db, ownerId: string, ids: string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = db.$with('gone').as(
    db
      .delete(blobs)
      .where(and(eq(blobs.userId, ownerId), inArray(blobs.id, ids)))
      .returning({ key: blobs.id }),
  );
  const recorded = await db
    .with(gone)
    .insert(blobDeletions)
    .select(
      db
        .select({
          key: gone.key,
          attempts: sql<number>`0`.as('attempts'),
          nextAttemptAt: sql<Date>`${at.toISOString()}::timestamptz`.as('next_attempt_at'),
          lastError: sql<string | null>`null`.as('last_error'),
          createdAt: sql<Date>`${at.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(gone),
    )
    // An upload guard still waiting for its key becomes due now.
    .onConflictDoUpdate({ target: blobDeletions.key, set: { nextAttemptAt: at } })
    .returning({ key: blobDeletions.key });
  return recorded.length;
}

/** Makes `keys` due now: the uploads of a draft that failed need not wait out the grace. */
export async function expedite(db: Db, keys: string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.update(blobDeletions).set({ nextAttemptAt: at }).where(inArray(blobDeletions.key, keys));
}

type Outcome = 'deleted' | 'kept' | 'failed' | 'not due';

/**
 * Handles one key, at most once at a time however many instances sweep: the row is CLAIMED by a
 * conditional UPDATE (due → its next attempt a minute on), then its object is deleted unless a
 * `blobs` row still holds the key. A refusal stays claimed until its backoff has passed.
 */
async function deleteKey(deps: DeletionDeps, key: string): Promise<Outcome> {
  const { db, clock, bucket, logger } = deps;
  const now = clock.now();
  const [claimed] = await db
    .update(blobDeletions)
    .set(outboxClaim(blobDeletions.attempts, now))
    .where(and(eq(blobDeletions.key, key), lte(blobDeletions.nextAttemptAt, now)))
    .returning({ attempts: blobDeletions.attempts });
  if (!claimed) return 'not due';
  const [held] = await db.select({ id: blobs.id }).from(blobs).where(eq(blobs.id, key));
  if (!held) {
    try {
      await bucket.delete(key);
    } catch (error) {
      const reason = error instanceof ObjectStoreError ? error.message : `unexpected error: ${String(error)}`;
      await db
        .update(blobDeletions)
        .set(outboxRetry(claimed.attempts, now, reason))
        .where(eq(blobDeletions.key, key));
      const fields = { key, attempts: claimed.attempts, error: reason };
      if (claimed.attempts >= DELETION_ALARM_ATTEMPTS)
        logger.error('image not deleted from the object store', fields);
      else logger.warn('image not deleted from the object store; will retry', fields);
      return 'failed';
    }
  }
  await db.delete(blobDeletions).where(eq(blobDeletions.key, key));
  return held ? 'kept' : 'deleted';
}

/**
 * Handles due keys: `keys` only (a failed draft's uploads), at most `atMost` (right after a commit
 * that removed images), or every due key, oldest first, in batches (the sweep, and what tests run
 * instead of waiting). Never throws for the store's refusals: they are counted and stay for later.
 * On a request's behalf (`keys` or `atMost`) the first refusal ends the work: the store is likely
 * down, and the request should not wait on it once per key; the sweep tries the rest.
 */
export async function deleteDueObjects(
  deps: DeletionDeps,
  only: { keys?: readonly string[]; atMost?: number } = {},
): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  const count = (outcome: Outcome) => {
    if (outcome === 'deleted') deleted += 1;
    if (outcome === 'failed') failed += 1;
  };
  if (only.keys) {
    for (const key of only.keys) {
      count(await deleteKey(deps, key));
      if (failed > 0) break;
    }
    return { deleted, failed };
  }
  const batch = Math.min(only.atMost ?? 50, 50);
  const tried = new Set<string>();
  for (;;) {
    const due = await deps.db
      .select({ key: blobDeletions.key })
      .from(blobDeletions)
      .where(lte(blobDeletions.nextAttemptAt, deps.clock.now()))
      .orderBy(asc(blobDeletions.nextAttemptAt))
      .limit(batch);
    const fresh = due.filter((row) => !tried.has(row.key));
    for (const { key } of fresh) {
      tried.add(key);
      count(await deleteKey(deps, key));
      if (failed > 0 && only.atMost !== undefined) return { deleted, failed };
    }
    if (only.atMost !== undefined || due.length < batch || fresh.length === 0) return { deleted, failed };
  }
}

/** The periodic sweep for Deno.cron or a timer: never throws, never overlaps itself. */
export function blobDeletionSweeper(deps: DeletionDeps): () => Promise<void> {
  return periodicSweep(deps.logger, 'object store sweep failed', async () => {
    const { deleted } = await deleteDueObjects(deps);
    if (deleted > 0) deps.logger.info('images deleted from the object store', { deleted });
  });
}
