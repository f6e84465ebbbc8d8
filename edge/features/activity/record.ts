import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { activities } from '../../db/schema/index.ts';

/** What kind of thing happened, as the dashboard's Recent Activities list shows it (SPEC §3 "Activity"). */
export type ActivityType =
  | 'sign-up'
  | 'sign-in'
  | 'recharge'
  | 'reversal'
  | 'adjustment'
  | 'grant'
  | 'profile'
  | 'generation'
  | 'release';

export interface ActivityInput {
  userId: string;
  type: ActivityType;
  /** One sentence a person reads, e.g. 'Recharged $10.00 (Starter).' */
  message: string;
}

/** How close to the person's last activity of a collapsing kind a new one refreshes it instead. */
export const COLLAPSE_WINDOW_MS = 5 * 60 * 1000;

/**
 * The kinds that collapse: within COLLAPSE_WINDOW_MS of the person's last activity of the same kind,
 * a new one refreshes that row (its message and time) instead of adding a row, so a burst of free
 * writes (200 profile saves) lists one line, not 200. Only a profile save collapses: the latest one
 * says all the earlier ones did. Never money (recharge, reversal, adjustment, a generation with its
 * charge, a release): each of those rows is one movement of the wallet that the person must be able
 * to find. Nor sign-up and sign-in: each sign-in is a security event, listed so a person can spot
 * one they did not make.
 */
const COLLAPSING: ReadonlySet<ActivityType> = new Set<ActivityType>(['profile']);

/**
 * The one writer of activities. Pass the transaction that makes the change (`tx`) so the activity and
 * its cause commit or roll back together (and, for a collapsing kind, so the lock below holds until
 * then); the time comes from the injected clock, like the ledger's.
 */
export async function recordActivity(q: Db, at: Date, activity: ActivityInput): Promise<void> {
  if (COLLAPSING.has(activity.type)) {
    // Serialised per person and kind, so parallel saves refresh one row instead of each adding one.
    await lockUntilCommit(q, `plume:activity:${activity.type}:${activity.userId}`);
    const [last] = await q
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.userId, activity.userId),
          eq(activities.type, activity.type),
          gt(activities.createdAt, new Date(at.getTime() - COLLAPSE_WINDOW_MS)),
        ),
      )
      .orderBy(desc(activities.createdAt))
      .limit(1);
    if (last) {
      await q
        .update(activities)
        .set({ message: activity.message, createdAt: at })
        .where(eq(activities.id, last.id));
      return;
    }
  }
  await q.insert(activities).values({ ...activity, createdAt: at });
}
