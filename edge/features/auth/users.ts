import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { normaliseEmail } from './limits.ts';
import type { User } from './session.ts';

/**
 * The account for a proven address, created on first sign-in (sign-up is simply the first proof).
 * Safe under concurrency: the unique e-mail makes a second INSERT a no-op, then both read the row.
 */
export async function findOrCreateUserByEmail(db: Db, email: string): Promise<User> {
  const address = normaliseEmail(email);
  const [created] = await db.insert(users).values({ email: address }).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await db.select().from(users).where(eq(users.email, address)).limit(1);
  if (!existing) throw new Error('findOrCreateUserByEmail: the user vanished');
  return existing;
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
