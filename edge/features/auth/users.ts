import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import { grantWelcomeCredit, type WelcomeCredit } from '../wallet/welcome.ts';
import { canonicalEmail } from './limits.ts';
import type { User } from './session-middleware.ts';

/** The first line of every account's Recent Activities (SPEC §3 "Activity"). */
export const SIGN_UP_MESSAGE = 'Welcome to Plume! Your account was created.';

/**
 * The account for a proven address, created on first sign-in (sign-up is simply the first proof),
 * with its 'sign-up' activity and, when `welcome` is given, the welcome credit (once per address
 * ever): pass the transaction of the sign-in so all of it commits together.
 * Safe under concurrency: the unique e-mail makes a second INSERT a no-op, then both read the row.
 */
export async function findOrCreateUserByEmail(
  db: Db,
  email: string,
  at: Date,
  welcome?: WelcomeCredit,
): Promise<User> {
  const address = canonicalEmail(email);
  const [created] = await db.insert(users).values({ email: address }).onConflictDoNothing().returning();
  if (created) {
    await recordActivity(db, at, { userId: created.id, type: 'sign-up', message: SIGN_UP_MESSAGE });
    if (welcome && (await grantWelcomeCredit(db, created, welcome, at))) {
      return (await findUserById(db, created.id)) ?? created;
    }
    return created;
  }
  const [existing] = await db.select().from(users).where(eq(users.email, address)).limit(1);
  if (!existing) throw new Error('findOrCreateUserByEmail: the user vanished');
  return existing;
}

/** A live account by id; a deleted one (its tombstone) is no account, so no token can sign into it. */
export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}
