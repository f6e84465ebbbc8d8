import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../activity/record.ts';
import type { User } from '../auth/session-middleware.ts';
import { dropExamplesOfRemovedHandles } from '../sources/examples.ts';
import { centsToDollars } from '../wallet/service.ts';
import type { ProfileUpdate, UserProfile } from './contract.ts';

/**
 * Profile completion (SPEC §3, 0–100): the share of the seven things a person fills in that are
 * filled — the five text fields and the two handle lists (each counts once it has an entry).
 * Language is left out: it always holds a value (en-US until changed), so counting it would greet a
 * brand-new account with a profile that is already "13% complete".
 */
export function profileCompletion(user: User): number {
  const parts = [
    user.name,
    user.professionalTitle,
    user.background,
    user.targetAudience,
    user.testimonials,
  ].map((v) => v.trim() !== '');
  parts.push(user.yourHandles.length > 0, user.relatedHandles.length > 0);
  return Math.round((parts.filter(Boolean).length / parts.length) * 100);
}

export function toProfile(user: User): UserProfile {
  return {
    email: user.email,
    name: user.name,
    professional_title: user.professionalTitle,
    background: user.background,
    target_audience: user.targetAudience,
    testimonials: user.testimonials,
    brand_voice: user.brandVoice,
    language: user.language,
    your_handles: user.yourHandles,
    related_handles: user.relatedHandles,
    profile_completion: profileCompletion(user),
    current_balance: centsToDollars(user.balanceCents),
    low_balance_threshold: centsToDollars(user.lowBalanceThresholdCents),
  };
}

/**
 * Stores the profile fields a person edits (never e-mail, balance or completion) and records the
 * activity in the same transaction, so the dashboard never lists a change that did not happen.
 * The WHERE names the signed-in user's id only: one account can never write another's profile. A
 * handle the save removes takes its pasted example posts with it.
 */
export async function updateProfile(db: Db, at: Date, userId: string, input: ProfileUpdate): Promise<User> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ lowBalanceThresholdCents: users.lowBalanceThresholdCents })
      .from(users)
      .where(eq(users.id, userId));
    const [updated] = await tx
      .update(users)
      .set({
        name: input.name,
        professionalTitle: input.professional_title,
        background: input.background,
        targetAudience: input.target_audience,
        testimonials: input.testimonials,
        ...(input.brand_voice === undefined ? {} : { brandVoice: input.brand_voice }),
        language: input.language,
        yourHandles: input.your_handles,
        relatedHandles: input.related_handles,
        // A new threshold starts afresh: the next fall below it warns (once).
        ...(input.low_balance_threshold !== undefined &&
        input.low_balance_threshold !== current?.lowBalanceThresholdCents
          ? { lowBalanceThresholdCents: input.low_balance_threshold, lowBalanceWarned: false }
          : {}),
        updatedAt: at,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new AppError(401, 'Not signed in.', 'unauthenticated');
    await dropExamplesOfRemovedHandles(tx, userId, [...input.your_handles, ...input.related_handles]);
    await recordActivity(tx, at, { userId, type: 'profile', message: 'Updated your profile.' });
    return updated;
  });
}
