import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { reservations, users, walletLedger } from '../../../db/schema/index.ts';
import { oneRow } from '../../../db/statement.ts';
import { snapshotHold } from './hold-snapshot.ts';

/**
 * The CTEs that give back the pending holds named by `references` (a text[]), as one change a larger
 * statement can carry (a failed run's answer commits with its refunds):
 *   `released`        the holds moved out of `pending` (each at most once, whatever races: the
 *                     conditional UPDATE is re-checked on the row's newest version after its lock);
 *   `returned`        the owner's balance raised by their sum (one UPDATE per owner, under its row lock);
 *   `release_entries` one `release` ledger row per hold (+amount, reference `release:<hold>`), each
 *                     with the running balance after it, in the order `references` lists them.
 * Only holds `released` returns get money or a ledger row, so nothing is returned twice. `reason`
 * (text, or null) is added to the wallet history's description.
 */
export function releasedHolds(db: Db, references: unknown, reason: unknown, now: unknown) {
  const released = db.$with('released', {}).as(sql`
    update ${reservations} set status = 'released', resolved_at = ${now}::timestamptz
    where reference = any(${references}::text[]) and status = 'pending'
    returning id, user_id, reference, amount_cents, description`);
  const returned = db.$with('returned', {}).as(sql`
    update ${users} set balance_cents = ${users}.balance_cents + r.total, updated_at = ${now}::timestamptz
    from (select user_id, sum(amount_cents)::int as total from ${released} group by user_id) r
    where ${users}.id = r.user_id
    returning ${users}.id as user_id, ${users}.balance_cents, r.total`);
  const releaseEntries = db.$with('release_entries', {}).as(sql`
    insert into ${walletLedger}
      (user_id, kind, amount_cents, reference, description, reservation_id, balance_after_cents, created_at)
    select h.user_id, 'release', h.amount_cents, 'release:' || h.reference,
      case when ${reason}::text is null then h.description else h.description || ' (' || ${reason}::text || ')' end,
      h.id,
      o.balance_cents - o.total + sum(h.amount_cents) over (
        partition by h.user_id order by array_position(${references}::text[], h.reference)
        rows between unbounded preceding and current row),
      ${now}::timestamptz
    from ${released} h join ${returned} o on o.user_id = h.user_id
    order by array_position(${references}::text[], h.reference)
    returning id`);
  return [released, returned, releaseEntries] as const;
}

/**
 * One hold given back, in one statement: the hold as it stands afterwards and the owner's balance.
 * `won` says this call released it; when it did not, the row is the snapshot's, so a hold still
 * `pending` there lost to a settle that committed meanwhile (charges.ts reads it again).
 */
export const releaseHold = preparedPerDatabase((db) => {
  const reference = sql.placeholder('reference');
  const [released, returned, entries] = releasedHolds(
    db,
    sql`array[${reference}::text]`,
    sql.placeholder('reason'),
    sql.placeholder('now'),
  );
  const hold = snapshotHold(reference);
  return db
    .with(released, returned, entries)
    .select({
      won: sql<boolean>`exists (select 1 from ${released})`,
      ...hold.facts,
      status: sql<string | null>`coalesce((select 'released' from ${released}), ${hold.column('status')})`,
      balanceCents: sql<number | null>`coalesce(
        (select balance_cents from ${returned}),
        (select balance_cents from ${users} where id = ${hold.column('user_id')}))`,
    })
    .from(oneRow)
    .prepare('release_hold');
});
