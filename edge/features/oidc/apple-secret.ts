import { importPKCS8, SignJWT } from 'jose';
import type { AppleConfig } from './config.ts';

/**
 * Apple's token endpoint takes no static client secret: the secret is a JWT signed ES256 with the
 * team's private key (the .p8 from Apple's developer site), `kid` = key id, `iss` = team id,
 * `sub` = client id (the Services ID), `aud` = https://appleid.apple.com, living at most 6 months.
 * Plume signs a fresh, short-lived one for every token request, so a leaked secret is soon useless.
 */
export const APPLE_SECRET_AUDIENCE = 'https://appleid.apple.com';
/** Apple's ceiling for `exp - iat` (6 months, 15,777,000 s). */
export const APPLE_SECRET_MAX_SECONDS = 15_777_000;
/** Our choice: long enough for one token request and its retries. */
export const APPLE_SECRET_SECONDS = 5 * 60;

type AppleKey = ReturnType<typeof importPKCS8>;
const keys = new Map<string, AppleKey>();

function appleKey(pem: string): AppleKey {
  const cached = keys.get(pem);
  if (cached) return cached;
  const key = importPKCS8(pem, 'ES256');
  // A bad key must not be cached forever: the next request tries again (and fails loudly again).
  key.catch(() => keys.delete(pem));
  keys.set(pem, key);
  return key;
}

export async function appleClientSecret(
  apple: Pick<AppleConfig, 'clientId' | 'teamId' | 'keyId' | 'privateKey'>,
  now: Date,
  lifeSeconds = APPLE_SECRET_SECONDS,
): Promise<string> {
  if (lifeSeconds <= 0 || lifeSeconds > APPLE_SECRET_MAX_SECONDS) {
    throw new RangeError('An Apple client secret lives between 1 second and 6 months.');
  }
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience(APPLE_SECRET_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifeSeconds)
    .sign(await appleKey(apple.privateKey));
}
