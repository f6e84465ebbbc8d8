import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The retry rules both outboxes keep (the mail outbox, features/mail/outbox.ts, and the object store's
 * deletion outbox, engines/media/blobs/deletion-outbox.ts): a row is claimed before it is worked on,
 * and a failure waits longer each time. One place, so the two cannot drift apart.
 */

const MINUTE = 60 * 1000;

/** A claim moves the row's next attempt a minute on: a claimer that crashes hands it back that soon. */
export const OUTBOX_CLAIM_MS = MINUTE;

/**
 * What claiming a due row sets, in the conditional UPDATE that claims it: one more attempt, and the
 * next one `OUTBOX_CLAIM_MS` on, so no other sender takes the row while its claimer works on it.
 */
export const outboxClaim = (attempts: PgColumn, now: Date) => ({
  attempts: sql`${attempts} + 1`,
  nextAttemptAt: new Date(now.getTime() + OUTBOX_CLAIM_MS),
});

/** The wait after attempt `n` (1, 2, 4 … minutes, at most an hour): long enough for an outage to pass. */
export const outboxBackoffMs = (attempt: number) =>
  Math.min(2 ** Math.max(0, attempt - 1) * MINUTE, 60 * MINUTE);

/**
 * What a failed attempt sets on its claimed row: the next attempt once the backoff after attempt
 * `attempts` has passed (the claim's minute was only the wait while it worked), and why it failed.
 */
export const outboxRetry = (attempts: number, now: Date, reason: string) => ({
  nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(attempts)),
  lastError: reason,
});
