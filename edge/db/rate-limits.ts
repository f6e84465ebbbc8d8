import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { lockUntilCommit } from './locks.ts';
import { authEvents } from './schema/index.ts';

/**
 * The edge's one rate-limit mechanism: a limit is a count of rows of the rate-limit ledger
 * (`auth_events`, named for sign-in, its first user) of one kind and subject inside a sliding window
 * ending `now`. The rows live in the database, so every limit holds across instances (Deno Deploy)
 * and restarts; times come from the injected clock, never from now(). auth/prune.ts drops rows older
 * than a day, so no window may be longer.
 *
 * Each feature names its kinds as `<what>:<subject kind>`, e.g. 'code_sent:email', 'post_saved:user'.
 */
export interface WindowLimit {
  kind: string;
  /** Who is limited: an address, a client IP, a user id. */
  subject: string;
  limit: number;
  windowMs: number;
}

/**
 * Null when fewer than `limit` events of this kind and subject fall inside the window ending at
 * `now`; otherwise the honest Retry-After: seconds until enough of them leave the window for one
 * more to fit (the limit-th newest event's age subtracted from the window).
 */
export async function limitReached(
  db: Db,
  kind: string | readonly string[],
  subject: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(
      and(
        typeof kind === 'string' ? eq(authEvents.kind, kind) : inArray(authEvents.kind, [...kind]),
        eq(authEvents.subject, subject),
        gt(authEvents.createdAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .orderBy(desc(authEvents.createdAt))
    .limit(1)
    .offset(limit - 1);
  if (!row) return null;
  return Math.max(1, Math.ceil((row.createdAt.getTime() + windowMs - now.getTime()) / 1000));
}

/** Records the events; returns the rows written (id and kind). */
export async function recordEvents(
  db: Db,
  events: { kind: string; subject: string }[],
  now: Date,
): Promise<{ id: string; kind: string }[]> {
  return db
    .insert(authEvents)
    .values(events.map((e) => ({ ...e, createdAt: now })))
    .returning({ id: authEvents.id, kind: authEvents.kind });
}

/**
 * One more event within the limit, or the Retry-After seconds when it is reached (nothing recorded
 * then). Call it inside the transaction that does the limited thing: the check and the record run
 * under an advisory lock on the kind and subject held until commit, so parallel requests (on any
 * instance) are counted one after another and cannot all slip under the limit; and when the
 * transaction rolls back (the action was refused later on), its event goes with it.
 */
export async function takeWithinLimit(tx: Db, rule: WindowLimit, now: Date): Promise<number | null> {
  await lockUntilCommit(tx, `plume:limit:${rule.kind}:${rule.subject}`);
  const wait = await limitReached(tx, rule.kind, rule.subject, rule.limit, rule.windowMs, now);
  if (wait !== null) return wait;
  await recordEvents(tx, [{ kind: rule.kind, subject: rule.subject }], now);
  return null;
}
