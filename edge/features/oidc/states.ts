import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcStates } from '../../db/schema/index.ts';
import { sha256Hex } from '../auth/crypto.ts';
import type { OidcProviderId } from './config.ts';

/**
 * Sign-in attempts in flight, kept server-side: the browser holds only the `state` (in the provider
 * round trip) and a random browser-binding value (in a short-lived cookie, see binding.ts).
 * - `oidc_states.state_hash` is the SHA-256 of `<binding>.<state>`: an attempt is found only with
 *   both, so a callback delivered to any other browser (login CSRF: an attacker sends a victim their
 *   own unfinished callback URL; or a leaked callback URL replayed by an attacker) finds no attempt.
 * - `oidc_states.nonce` holds SHA-256(nonce), never the nonce itself (the column's name is the
 *   schema's; read it as `nonceHash`). The ID token's nonce is checked against it (flow.ts).
 * - the PKCE verifier is stored as is (it is useless without the provider's code).
 * An attempt lives 10 minutes and is consumed by one atomic UPDATE, so it works exactly once.
 */
export const STATE_TTL_MS = 10 * 60 * 1000;

/** The browser-binding value: 256 random bits, base64url (the shape oauth4webapi's random state has). */
export const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The attempt's key: binding (no '.' in it, see BINDING_PATTERN) and state, hashed together. */
export const attemptKey = (binding: string, state: string): Promise<string> =>
  sha256Hex(`${binding}.${state}`);

export interface PendingSignIn {
  provider: OidcProviderId;
  codeVerifier: string;
  /** SHA-256 (hex) of the nonce sent to the provider (stored in the `nonce` column). */
  nonceHash: string;
  nextPath: string | null;
}

export async function saveState(
  db: Db,
  now: Date,
  attempt: {
    provider: OidcProviderId;
    state: string;
    /** The value of the browser's sign-in cookie (BINDING_PATTERN). */
    binding: string;
    nonce: string;
    codeVerifier: string;
    nextPath: string | null;
  },
): Promise<void> {
  if (!BINDING_PATTERN.test(attempt.binding)) throw new Error('malformed browser binding');
  // Keep the table small: drop a bounded batch of long-dead attempts on the way in.
  const dead = db
    .select({ stateHash: oidcStates.stateHash })
    .from(oidcStates)
    .where(lt(oidcStates.expiresAt, now))
    .limit(100);
  await db.delete(oidcStates).where(inArray(oidcStates.stateHash, dead));
  await db.insert(oidcStates).values({
    stateHash: await attemptKey(attempt.binding, attempt.state),
    provider: attempt.provider,
    codeVerifier: attempt.codeVerifier,
    // The `nonce` column holds the nonce's hash (see above).
    nonce: await sha256Hex(attempt.nonce),
    nextPath: attempt.nextPath,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
}

/**
 * Marks the attempt used and returns it; null when unknown, expired, already used, for another
 * provider, or started by another browser (the binding does not match).
 */
export async function consumeState(
  db: Db,
  now: Date,
  provider: OidcProviderId,
  attempt: { state: string; binding: string },
): Promise<PendingSignIn | null> {
  if (!BINDING_PATTERN.test(attempt.binding)) return null;
  const [row] = await db
    .update(oidcStates)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oidcStates.stateHash, await attemptKey(attempt.binding, attempt.state)),
        eq(oidcStates.provider, provider),
        isNull(oidcStates.consumedAt),
        gt(oidcStates.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return null;
  return { provider, codeVerifier: row.codeVerifier, nonceHash: row.nonce, nextPath: row.nextPath };
}
