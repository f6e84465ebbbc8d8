import { and, eq, isNull, sql } from 'drizzle-orm';
import { normaliseEmail } from '../../contract/email-address.ts';
import type { Db } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import {
  limitReached as countedLimitReached,
  recordEvents as recordCountedEvents,
} from '../../db/rate-limits.ts';
import { addressLocks, authEvents } from '../../db/schema/index.ts';

/**
 * Every sign-in limit is a count of auth_events rows inside a sliding window (the edge's one rate-limit
 * mechanism, db/rate-limits.ts), so it holds across instances (Deno Deploy) and restarts. Times come
 * from the injected clock, never from now().
 *
 * Check-then-record is only safe when serialised: every code request and every code verification
 * runs in one transaction that first takes the address's advisory lock, then the client IP's
 * (always in that order, and nothing takes an address lock while holding an IP lock: no deadlock).
 * So two instances can never both slip under the same limit.
 *
 * 'code_unsent:email' is a code request whose mail could not be delivered: it counts towards the
 * hourly per-address limit (no unlimited retries) but not towards the resend cooldown.
 */
export type AuthEventKind =
  | 'code_sent:email'
  | 'code_unsent:email'
  | 'code_sent:ip'
  | 'verify_failed:email'
  | 'verify_failed:ip';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** Serialises code requests for one address and then for one client IP (in that order). */
export async function lockCodeRequest(tx: Db, email: string, ip: string): Promise<void> {
  await lockUntilCommit(tx, `plume:code:email:${email}`);
  await lockUntilCommit(tx, `plume:code:ip:${ip}`);
}

/**
 * Serialises code verifications for one address (sharing the code request's address lock, so a code
 * is never replaced halfway through a check) and then for one client IP (in that order).
 */
export async function lockVerification(tx: Db, email: string, ip: string): Promise<void> {
  await lockUntilCommit(tx, `plume:code:email:${email}`);
  await lockUntilCommit(tx, `plume:verify:ip:${ip}`);
}

/** The shared sliding-window count (db/rate-limits.ts), for sign-in's own kinds. */
export const limitReached = (
  db: Db,
  kind: AuthEventKind | AuthEventKind[],
  subject: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<number | null> => countedLimitReached(db, kind, subject, limit, windowMs, now);

/** Records sign-in events in the shared rate-limit ledger; returns the rows written (id and kind). */
export const recordEvents = (
  db: Db,
  events: { kind: AuthEventKind; subject: string }[],
  now: Date,
): Promise<{ id: string; kind: string }[]> => recordCountedEvents(db, events, now);

/**
 * The three checks in front of every code verification, in one round trip: Retry-After seconds for
 * the per-IP and per-address failure windows (null when under the limit) and the hard-stop lock.
 * Authoritative only inside the transaction that holds lockVerification (see codes-verify.ts).
 */
export async function verificationBlocks(
  db: Db,
  input: { email: string; ip: string; perIp: number; perEmail: number },
  now: Date,
): Promise<{ ipWait: number | null; emailWait: number | null; locked: boolean }> {
  const nth = (kind: AuthEventKind, subject: string, limit: number, windowMs: number) =>
    sql`(select ${authEvents.createdAt} from ${authEvents}
         where ${authEvents.kind} = ${kind} and ${authEvents.subject} = ${subject}
           and ${authEvents.createdAt} > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz
         order by ${authEvents.createdAt} desc limit 1 offset ${limit - 1})`;
  const result = await db.execute<{
    ip_at: string | Date | null;
    email_at: string | Date | null;
    locked: boolean;
  }>(
    sql`select
          ${nth('verify_failed:ip', input.ip, input.perIp, HOUR)} as ip_at,
          ${nth('verify_failed:email', input.email, input.perEmail, DAY)} as email_at,
          exists(select 1 from ${addressLocks}
                 where ${addressLocks.email} = ${input.email} and ${addressLocks.lockedAt} is not null) as locked`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    ip_at: string | Date | null;
    email_at: string | Date | null;
    locked: boolean;
  }[];
  const row = rows[0];
  const wait = (at: string | Date | null | undefined, windowMs: number) =>
    at == null ? null : Math.max(1, Math.ceil((new Date(at).getTime() + windowMs - now.getTime()) / 1000));
  return {
    ipWait: wait(row?.ip_at, HOUR),
    emailWait: wait(row?.email_at, DAY),
    locked: row?.locked === true,
  };
}

/** One more consecutive failure, in one statement; locks the address when it reaches `lockAfter`. */
export async function recordConsecutiveFailure(
  db: Db,
  email: string,
  lockAfter: number,
  now: Date,
): Promise<void> {
  await db
    .insert(addressLocks)
    .values({
      email,
      consecutiveFailures: 1,
      lockedAt: lockAfter <= 1 ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: addressLocks.email,
      set: {
        consecutiveFailures: sql`${addressLocks.consecutiveFailures} + 1`,
        lockedAt: sql`coalesce(${addressLocks.lockedAt}, case when ${addressLocks.consecutiveFailures} + 1 >= ${lockAfter} then ${now.toISOString()}::timestamptz end)`,
        updatedAt: now,
      },
    });
}

/** A right code ends the run of failures (a lock already reached stays until it is cleared). */
export async function resetConsecutiveFailures(db: Db, email: string): Promise<void> {
  await db.delete(addressLocks).where(and(eq(addressLocks.email, email), isNull(addressLocks.lockedAt)));
}

/**
 * Lifts every code sign-in block on an address: the consecutive-failures lock and the failed
 * verifications counted against it. Called after a successful Google/Apple sign-in (the provider
 * proved the person owns the address) and by `npm run admin -- unlock EMAIL`.
 * Returns true when there was a lock to clear.
 */
export async function clearAddressLock(db: Db, email: string): Promise<boolean> {
  const address = canonicalEmail(email);
  const removed = await db
    .delete(addressLocks)
    .where(eq(addressLocks.email, address))
    .returning({ lockedAt: addressLocks.lockedAt });
  await db
    .delete(authEvents)
    .where(and(eq(authEvents.kind, 'verify_failed:email'), eq(authEvents.subject, address)));
  return removed.some((r) => r.lockedAt !== null);
}

/**
 * The one spelling of an address for accounts and limits (the contract's grammar). An address the
 * grammar refuses can only come from an account made before it (`npm run admin -- accounts
 * odd-addresses`); it keeps its stored spelling, trimmed and lower-cased as it was then.
 */
export const canonicalEmail = (email: string): string => normaliseEmail(email) ?? email.trim().toLowerCase();
