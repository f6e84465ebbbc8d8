import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { reservations, users } from '../../../db/schema/index.ts';
import { oneRow } from '../../../db/statement.ts';
import { snapshotHold } from './hold-snapshot.ts';

/**
 * `settled`: the pending holds named by `references` (a text[]) made final, as a CTE another statement
 * can carry (a run's results and its settle commit as one). Race-safe by the conditional UPDATE: a hold
 * the sweep or a release moved out of `pending` first is not matched (PostgreSQL re-checks
 * `status = 'pending'` on the row's newest version after waiting for its lock), so it keeps that outcome.
 * Returns `amount_cents` of each hold it settled. `onlyIf` (SQL) makes the settle depend on the rest of
 * the change (a refined variant that must still exist).
 */
export const settledHolds = (db: Db, references: unknown, now: unknown, onlyIf: SQL = sql`true`) =>
  db.$with('settled', {}).as(sql`
    update ${reservations} set status = 'settled', resolved_at = ${now}::timestamptz
    where reference = any(${references}::text[]) and status = 'pending' and ${onlyIf}
    returning id, user_id, reference, amount_cents`);

/**
 * One hold settled, in one statement: the hold as it stands afterwards and the owner's balance. `won`
 * says this call moved it; when it did not, the row is the snapshot's, so a hold still `pending` there
 * lost to a release that committed meanwhile (charges.ts reads it again).
 */
export const settleHold = preparedPerDatabase((db) => {
  const reference = sql.placeholder('reference');
  const settled = settledHolds(db, sql`array[${reference}::text]`, sql.placeholder('now'));
  // The hold's fixed facts (id, owner, amount) as the snapshot has them; its status as it is now.
  const hold = snapshotHold(reference);
  return db
    .with(settled)
    .select({
      won: sql<boolean>`exists (select 1 from ${settled})`,
      ...hold.facts,
      status: sql<string | null>`coalesce((select 'settled' from ${settled}), ${hold.column('status')})`,
      balanceCents: sql<
        number | null
      >`(select balance_cents from ${users} where id = ${hold.column('user_id')})`,
    })
    .from(oneRow)
    .prepare('settle_hold');
});
