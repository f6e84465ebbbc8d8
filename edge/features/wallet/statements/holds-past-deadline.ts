import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { reservations } from '../../../db/schema/index.ts';

/**
 * Whether `userId` has a pending hold whose deadline passed by `now` (its generation crashed or
 * hung): what the sweep gives back. One predicate for the statements that check it before they move
 * money: a run's start (start-run.ts `blocked`) and a single hold (reserve-hold.ts `expired`).
 */
export function holdsPastDeadline(userId: Placeholder, now: Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${reservations}
        where user_id = ${userId} and status = 'pending' and deadline_at <= ${now}::timestamptz)`;
}
