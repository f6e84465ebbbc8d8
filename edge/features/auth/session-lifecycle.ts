import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { sessions } from '../../db/schema/index.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { servedOverHttps } from '../../http/origin.ts';
import { recordActivity } from '../activity/record.ts';
import { randomToken } from './crypto.ts';
import { hashToken, SESSION_COOKIE, sessionToken } from './session-middleware.ts';

/*
 * Starting a session at sign-in (cookie set, earlier one revoked) and ending it at logout. Reading
 * one on each request is session-middleware.ts.
 */

/** ARCHITECTURE §5: 30-day absolute life (the 7-day idle life is enforced in session-middleware.ts). */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

type SessionDeps = Pick<Deps, 'db' | 'clock' | 'random' | 'config'>;

/** Revokes the session the request's cookie names, if any (rotation at sign-in, and logout). */
export async function revokeRequestSession(deps: Pick<Deps, 'db' | 'clock'>, c: Context): Promise<void> {
  const token = sessionToken(c);
  if (!token) return;
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.tokenHash, await hashToken(token)), isNull(sessions.revokedAt)));
}

/**
 * Signs `userId` in on this response: a fresh opaque 256-bit token (stored only as its SHA-256),
 * set as an HttpOnly SameSite=Lax cookie (`__Host-` + Secure behind HTTPS). Any session the
 * request already carried is revoked first, so a planted or stale cookie never survives sign-in.
 * Shared by the e-mail code flow and the Google/Apple callbacks (`via` names the provider); the
 * session and the 'sign-in' activity commit together.
 */
export async function startSession(
  deps: SessionDeps,
  c: Context<AppEnv>,
  userId: string,
  options: { via?: string } = {},
): Promise<void> {
  await revokeRequestSession(deps, c);
  const now = deps.clock.now();
  const token = randomToken(deps.random);
  const tokenHash = await hashToken(token);
  await deps.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId,
      tokenHash,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    await recordActivity(tx, now, { userId, type: 'sign-in', message: signInMessage(options.via) });
  });
  const secure = servedOverHttps(c, deps.config);
  // hono's `prefix: 'host'` turns SESSION_COOKIE into SECURE_SESSION_COOKIE and enforces its rules.
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
    ...(secure ? { secure: true, prefix: 'host' as const } : {}),
  });
}

/** The Recent Activities line of a sign-in: 'Signed in.' or 'Signed in with Google.' */
export const signInMessage = (via?: string) => (via ? `Signed in with ${via}.` : 'Signed in.');

/**
 * Logout: revoke the session server-side, tell the browser to drop the cookie, and to empty its HTTP
 * cache of this origin (`Clear-Site-Data: "cache"`): on a shared computer nothing the person saw
 * (their images, cached under an older, year-long lifetime too) stays behind for the next one.
 */
export async function endSession(deps: Pick<Deps, 'db' | 'clock' | 'config'>, c: Context): Promise<void> {
  await revokeRequestSession(deps, c);
  c.header('Clear-Site-Data', '"cache"');
  if (servedOverHttps(c, deps.config)) {
    deleteCookie(c, SESSION_COOKIE, {
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      prefix: 'host',
    });
  } else {
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
  }
}
