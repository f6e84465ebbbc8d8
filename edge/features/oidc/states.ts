import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcStates } from '../../db/schema.ts';
import { sha256Hex } from '../auth/crypto.ts';
import type { OidcProviderId } from './config.ts';

/**
 * Sign-in attempts in flight, kept server-side (never in a cookie): `state` and `nonce` are stored
 * only as SHA-256 hashes, the PKCE verifier as is (it is useless without the provider's code).
 * An attempt lives 10 minutes and is consumed by one atomic UPDATE, so it works exactly once.
 */
export const STATE_TTL_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  provider: OidcProviderId;
  codeVerifier: string;
  nonceHash: string;
  nextPath: string | null;
}

export async function saveState(
  db: Db,
  now: Date,
  attempt: {
    provider: OidcProviderId;
    state: string;
    nonce: string;
    codeVerifier: string;
    nextPath: string | null;
  },
): Promise<void> {
  // Keep the table small: drop a bounded batch of long-dead attempts on the way in.
  const dead = db
    .select({ stateHash: oidcStates.stateHash })
    .from(oidcStates)
    .where(lt(oidcStates.expiresAt, now))
    .limit(100);
  await db.delete(oidcStates).where(inArray(oidcStates.stateHash, dead));
  await db.insert(oidcStates).values({
    stateHash: await sha256Hex(attempt.state),
    provider: attempt.provider,
    codeVerifier: attempt.codeVerifier,
    nonce: await sha256Hex(attempt.nonce),
    nextPath: attempt.nextPath,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
}

/** Marks the attempt used and returns it; null when unknown, expired, already used or for another provider. */
export async function consumeState(
  db: Db,
  now: Date,
  provider: OidcProviderId,
  state: string,
): Promise<PendingSignIn | null> {
  const [row] = await db
    .update(oidcStates)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oidcStates.stateHash, await sha256Hex(state)),
        eq(oidcStates.provider, provider),
        isNull(oidcStates.consumedAt),
        gt(oidcStates.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return null;
  return { provider, codeVerifier: row.codeVerifier, nonceHash: row.nonce, nextPath: row.nextPath };
}
