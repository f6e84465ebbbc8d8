import { randomBytes } from 'node:crypto';
import type { Db } from '../../edge/db/client.ts';
import type { Clock } from '../../edge/deps.ts';
import type { User } from '../../edge/features/auth/session-middleware.ts';
import { findOrCreateUserByEmail, findUserById } from '../../edge/features/auth/users.ts';
import { recordCaption } from '../../edge/features/captions/service.ts';
import { type UpdateProfileRequest, updateProfileRequest } from '../../edge/features/profile/contract.ts';
import { toProfile, updateProfile } from '../../edge/features/profile/service.ts';
import { creditAccount } from '../../edge/features/wallet/credit.ts';
import { fixedClock } from './clock.ts';

/**
 * Test data made the way the product makes it (HELPERS "Standards"): a user through the same service
 * sign-in uses (with its 'sign-up' activity), a balance through the same support credit as
 * `npm run admin -- credit` (an `adjustment` ledger row), never by writing columns.
 */

/** A fresh address per call, so tests sharing a database never meet. */
export const uniqueEmail = (label = 'user') => `${label}.${randomBytes(5).toString('hex')}@example.com`;

/**
 * An account as its first sign-in makes it; `profile` is then saved as the User Info screen saves it
 * (the PUT's own checks, then the profile service, with its 'profile' activity).
 */
export async function createUser(
  db: Db,
  options: {
    email?: string;
    balanceCents?: number;
    profile?: Partial<UpdateProfileRequest>;
    clock?: Clock;
  } = {},
): Promise<User> {
  const clock = options.clock ?? fixedClock();
  const user = await db.transaction((tx) =>
    findOrCreateUserByEmail(tx, options.email ?? uniqueEmail(), clock.now()),
  );
  if (options.profile) {
    const saved = updateProfileRequest.parse({ ...toProfile(user), ...options.profile });
    await updateProfile(db, clock.now(), user.id, saved);
  }
  if (options.balanceCents) await creditUser(db, user.email, options.balanceCents, { clock });
  return (await findUserById(db, user.id)) ?? user;
}

/** Adds (or, negative, takes) `cents` as a support adjustment; returns the balance afterwards. */
export async function creditUser(
  db: Db,
  email: string,
  cents: number,
  options: { clock?: Clock; reason?: string } = {},
): Promise<number> {
  const done = await creditAccount(
    { db, clock: options.clock ?? fixedClock() },
    { email, amountCents: cents, reason: options.reason ?? 'Test credit' },
  );
  return done.balanceCents;
}

/**
 * A finished video caption for `userId` (nothing in the product makes one yet: Video Captioning is
 * Coming Soon), stored by the same service the captioner will use.
 */
export async function createCaption(
  db: Db,
  userId: string,
  options: { contentUrl?: string; contentText?: string | null; clock?: Clock } = {},
): Promise<{ id: string }> {
  return recordCaption(db, (options.clock ?? fixedClock()).now(), {
    userId,
    contentUrl: options.contentUrl ?? `https://media.example/${randomBytes(4).toString('hex')}.mp4`,
    contentText: options.contentText === undefined ? 'A caption for the clip.' : options.contentText,
  });
}
