import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { usedTokens } from '../../db/schema/index.ts';
import type { Random } from '../../deps.ts';
import { deriveKey, randomToken } from './crypto.ts';

/**
 * The built-in identity provider (ARCHITECTURE §5): verify-otp (or the one-click link) hands out a
 * custom token, /api/identity/token swaps it for an ID token, /api/user/create-session swaps that
 * for the session cookie. Both are HS256 JWTs under keys derived from the server secret, each with
 * its own key and audience so one can never pass for the other; both are single use (jti).
 */
export const CUSTOM_TOKEN_AUDIENCE = 'plume-identity';
export const ID_TOKEN_AUDIENCE = 'plume-session';
const CUSTOM_TOKEN_ISSUER = 'plume';
export const CUSTOM_TOKEN_SECONDS = 5 * 60;
export const ID_TOKEN_SECONDS = 60 * 60;

export interface TokenContext {
  secret: string;
  random: Random;
  now: Date;
}

export interface IdentityClaims {
  userId: string;
  email: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function sign(
  purpose: string,
  claims: IdentityClaims,
  { secret, random, now }: TokenContext,
  issuer: string,
  audience: string,
  lifetime: number,
): Promise<string> {
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(claims.userId)
    .setJti(randomToken(random))
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + lifetime)
    .sign(await deriveKey(secret, purpose));
}

/** Verifies signature, audience, issuer and expiry, then spends the jti; null on any failure. */
async function verifyOnce(
  db: Db,
  purpose: string,
  token: string,
  { secret, now }: Omit<TokenContext, 'random'>,
  issuer: string,
  audience: string,
): Promise<IdentityClaims | null> {
  if (token.length > 4096) return null;
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, await deriveKey(secret, purpose), {
      algorithms: ['HS256'],
      issuer,
      audience,
      currentDate: now,
      requiredClaims: ['jti', 'sub', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
  const { jti, sub, exp, email } = payload;
  if (typeof jti !== 'string' || typeof sub !== 'string' || typeof exp !== 'number') return null;
  if (typeof email !== 'string') return null;
  // Single use: the first INSERT of this jti wins; a replay finds the row and gets nothing back.
  const spent = await db
    .insert(usedTokens)
    .values({ jti: `${purpose}:${jti}`, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: usedTokens.jti });
  return spent.length === 1 ? { userId: sub, email } : null;
}

export const signCustomToken = (claims: IdentityClaims, ctx: TokenContext) =>
  sign('custom-token', claims, ctx, CUSTOM_TOKEN_ISSUER, CUSTOM_TOKEN_AUDIENCE, CUSTOM_TOKEN_SECONDS);

export const verifyCustomToken = (db: Db, token: string, ctx: Omit<TokenContext, 'random'>) =>
  verifyOnce(db, 'custom-token', token, ctx, CUSTOM_TOKEN_ISSUER, CUSTOM_TOKEN_AUDIENCE);

/** ID tokens name the app origin as issuer (`iss`), the user id as `sub`, and carry the e-mail. */
export const signIdToken = (claims: IdentityClaims, ctx: TokenContext, origin: string) =>
  sign('id-token', claims, ctx, origin, ID_TOKEN_AUDIENCE, ID_TOKEN_SECONDS);

export const verifyIdToken = (db: Db, token: string, ctx: Omit<TokenContext, 'random'>, origin: string) =>
  verifyOnce(db, 'id-token', token, ctx, origin, ID_TOKEN_AUDIENCE);
