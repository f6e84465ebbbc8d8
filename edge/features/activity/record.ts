import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';

/** What kind of thing happened, as the dashboard's Recent Activities list shows it (SPEC §3 "Activity"). */
export type ActivityType =
  | 'sign-up'
  | 'sign-in'
  | 'recharge'
  | 'reversal'
  | 'adjustment'
  | 'profile'
  | 'generation'
  | 'release';

export interface ActivityInput {
  userId: string;
  type: ActivityType;
  /** One sentence a person reads, e.g. 'Recharged $10.00 (Starter).' */
  message: string;
}

/**
 * The one writer of activities. Pass the transaction that makes the change (`tx`) so the activity and
 * its cause commit or roll back together; the time comes from the injected clock, like the ledger's.
 */
export async function recordActivity(
  q: Pick<Db, 'insert'>,
  at: Date,
  activity: ActivityInput,
): Promise<void> {
  await q.insert(activities).values({ ...activity, createdAt: at });
}
