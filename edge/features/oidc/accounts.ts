import { and, eq } from 'drizzle-orm';
import { normaliseEmail } from '../../contract/email-address.ts';
import type { Db } from '../../db/client.ts';
import { identities, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import { SIGN_UP_MESSAGE } from '../auth/users.ts';
import { grantWelcomeCredit, type WelcomeCredit } from '../wallet/welcome.ts';

/**
 * Who a verified ID token signs in (ARCHITECTURE §5: accounts are keyed by issuer + subject, never
 * by e-mail alone):
 * 1. a known issuer + subject → its user;
 * 2. first sign-in, an account already has the address → linked only when the provider says the
 *    address is verified, else refused (someone else may own that account);
 * 3. first sign-in, the address is free → a new account with it, again only when it is verified:
 *    an account made from an unverified address would let whoever holds that provider account into the
 *    address owner's future account (pre-account takeover).
 */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
}

export type IdentityOutcome =
  | { ok: true; userId: string; email: string; created: boolean; linked: boolean }
  | { ok: false; reason: 'no_email' | 'unverified_email' | 'unverified_email_taken' };

/** `email_verified` is a boolean for Google and sometimes the string "true"/"false" for Apple. */
export const isEmailVerified = (value: unknown): boolean => value === true || value === 'true';

export async function resolveIdentity(
  db: Db,
  at: Date,
  who: ProviderIdentity,
  welcome?: WelcomeCredit,
): Promise<IdentityOutcome> {
  // An address outside Plume's grammar is as good as none: it could not sign in with a code either.
  const email = (who.email ? normaliseEmail(who.email) : null) ?? undefined;
  return db.transaction(async (tx) => {
    const known = await findIdentityUser(tx, who.issuer, who.subject);
    if (known) {
      if (email) {
        await tx
          .update(identities)
          .set({ email })
          .where(and(eq(identities.issuer, who.issuer), eq(identities.subject, who.subject)));
      }
      return { ok: true, userId: known.id, email: known.email, created: false, linked: false };
    }
    if (!email?.includes('@')) return { ok: false, reason: 'no_email' };

    if (!who.emailVerified) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      return { ok: false, reason: taken ? 'unverified_email_taken' : 'unverified_email' };
    }

    let created = false;
    let [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, email));
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({ email })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email });
      created = user !== undefined;
      if (user) {
        await recordActivity(tx, at, { userId: user.id, type: 'sign-up', message: SIGN_UP_MESSAGE });
        if (welcome) await grantWelcomeCredit(tx, user, welcome, at);
      } else {
        // Someone signed up with this address a moment ago: treat it as an existing (verified) link.
        [user] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.email, email));
        if (!user) throw new Error('user vanished while linking an identity');
      }
    }
    const [inserted] = await tx
      .insert(identities)
      .values({ userId: user.id, issuer: who.issuer, subject: who.subject, email })
      .onConflictDoNothing({ target: [identities.issuer, identities.subject] })
      .returning({ userId: identities.userId });
    if (!inserted) {
      // The same person finished a parallel sign-in first: use the account that one chose.
      const winner = await findIdentityUser(tx, who.issuer, who.subject);
      if (!winner) throw new Error('identity vanished while linking');
      return { ok: true, userId: winner.id, email: winner.email, created: false, linked: false };
    }
    return { ok: true, userId: user.id, email: user.email, created, linked: !created };
  });
}

async function findIdentityUser(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)));
  return row;
}
