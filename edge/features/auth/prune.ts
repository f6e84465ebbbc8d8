import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addressLocks,
  authEvents,
  loginCodes,
  oidcStates,
  sessions,
  usedTokens,
} from '../../db/schema/index.ts';
import { DAY, HOUR } from './limits.ts';
import { SESSION_IDLE_MS } from './session-middleware.ts';

/**
 * Sign-in leaves rows behind that can no longer matter; this deletes them:
 * - auth_events older than the longest limit window (a day; longer if the resend cooldown is
 *   configured longer), per address and per IP alike. The hard stop does not need them: it keeps
 *   its own count in address_locks;
 * - address_locks counters that never locked and saw no failure for COUNTER_IDLE_MS (30 days): a
 *   guessing campaign that pauses that long starts its count again, and addresses sprayed once do
 *   not pile up. A lock (locked_at set) is never pruned: only Google/Apple or the operator lifts it;
 * - login_codes whose 10 minutes are over (neither a code nor its link can succeed again; a new
 *   request replaces the row anyway). A used code stays until then, so a retry of it answers 409
 *   instead of counting as a wrong guess (a double submit is not a guess);
 * - used_tokens past their token's expiry (an expired JWT is refused before its jti is looked at);
 * - sessions that were revoked, or are past their absolute or idle life (they can never sign
 *   anyone in again);
 * - oidc_states that were used or have expired.
 * Rows that died by the clock are kept an hour longer (GRACE_MS), so instances whose clocks
 * disagree a little never prune a row another instance still relies on. Times come from `now`.
 */
export const GRACE_MS = HOUR;
export const COUNTER_IDLE_MS = 30 * DAY;

export async function pruneExpiredAuthData(
  db: Db,
  now: Date,
  options: { eventRetentionMs?: number } = {},
): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const dead = before(GRACE_MS);
  const eventsBefore = before(Math.max(DAY, options.eventRetentionMs ?? 0) + GRACE_MS);
  await db.delete(authEvents).where(lt(authEvents.createdAt, eventsBefore));
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, dead));
  await db.delete(usedTokens).where(lt(usedTokens.expiresAt, dead));
  await db
    .delete(sessions)
    .where(
      or(
        isNotNull(sessions.revokedAt),
        lt(sessions.expiresAt, dead),
        lt(sessions.lastSeenAt, before(SESSION_IDLE_MS + GRACE_MS)),
      ),
    );
  await db.delete(oidcStates).where(or(isNotNull(oidcStates.consumedAt), lt(oidcStates.expiresAt, dead)));
  await db
    .delete(addressLocks)
    .where(and(isNull(addressLocks.lockedAt), lt(addressLocks.updatedAt, before(COUNTER_IDLE_MS))));
}

/** How often one process prunes one database opportunistically (see pruneSoon). */
export const PRUNE_EVERY_MS = 10 * 60 * 1000;

const lastPruned = new WeakMap<object, number>();

/**
 * Runs pruneExpiredAuthData at most once per PRUNE_EVERY_MS per database per process (called from
 * code requests). Returns true when it pruned. Never throws: a failed prune is retried next time.
 */
export async function pruneSoon(
  db: Db,
  now: Date,
  options: { eventRetentionMs?: number; onError?: (error: unknown) => void } = {},
): Promise<boolean> {
  const last = lastPruned.get(db);
  const at = now.getTime();
  // `at < last`: an injected clock went backwards (tests): start over rather than stop pruning.
  if (last !== undefined && at >= last && at - last < PRUNE_EVERY_MS) return false;
  lastPruned.set(db, at);
  try {
    await pruneExpiredAuthData(db, now, options);
    return true;
  } catch (error) {
    lastPruned.delete(db);
    options.onError?.(error);
    return false;
  }
}
