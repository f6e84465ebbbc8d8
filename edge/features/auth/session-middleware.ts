import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { reservations, sessions, users } from '../../db/schema/index.ts';
import type { AppEnv, Clock } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/*
 * Reading a session: the request's cookie → its live session → the signed-in user, and the guard
 * every account route puts in front (requireUser). Starting and ending one is session-lifecycle.ts.
 */

/** Session cookie names: `__Host-` on HTTPS (ARCHITECTURE §5), the plain name on http://localhost. */
export const SESSION_COOKIE = 'plume_session';
export const SECURE_SESSION_COOKIE = '__Host-plume_session';

export type User = typeof users.$inferSelect;

/** Session tokens are stored only as their SHA-256 (hex): a database leak yields no usable cookie. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function sessionToken(c: Context): string | undefined {
  const token = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  // Real tokens are short; refuse to hash arbitrary junk.
  return token && token.length <= 256 ? token : undefined;
}

/** ARCHITECTURE §5: a session unused for 7 days is dead (its 30-day absolute limit is expires_at). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A live session's user, and whether any of their holds is past its deadline (a crashed generation). */
export interface SessionUser {
  user: User;
  holdsPastDeadline: boolean;
}

/**
 * The user of a live session (not revoked, not past its absolute expiry, used within the idle
 * window), or null. Marks the session as seen (at most once a minute). The same round trip says
 * whether the user has a hold past its deadline, so the reads that must give such holds back first
 * (user/info, the wallet) sweep only when there is one.
 */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const tokenHash = await hashToken(token);
  const [row] = await sessionLookup(db).execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)));
  }
  return { user: row.user, holdsPastDeadline: row.holdsPastDeadline };
}

/** Every signed-in request starts here (edge/db/prepared.ts). */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      holdsPastDeadline: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(reservations)
        .where(
          and(
            eq(reservations.userId, sessions.userId),
            eq(reservations.status, 'pending'),
            lte(reservations.deadlineAt, sql.placeholder('now')),
          ),
        )})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_session_user'),
);

export type SignedInEnv = AppEnv & { Variables: { user: User; holdsPastDeadline: boolean } };

/** Guards account routes: 401 `Not signed in.` unless the cookie names a live session. */
export const requireUser =
  (db: Db, clock: Clock): MiddlewareHandler<SignedInEnv> =>
  async (c, next) => {
    const token = sessionToken(c);
    const session = token ? await findSessionUser(db, token, clock.now()) : null;
    if (!session) throw new AppError(401, 'Not signed in.', 'unauthenticated');
    c.set('user', session.user);
    c.set('holdsPastDeadline', session.holdsPastDeadline);
    await next();
  };
