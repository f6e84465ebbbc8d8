import { sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { reservations, users, walletLedger } from '../../../db/schema/index.ts';
import { oneRow } from '../../../db/statement.ts';
import { holdsPastDeadline } from './holds-past-deadline.ts';

/**
 * One hold taken in one statement (charges.ts `reserve`): the debit, the hold and its `reservation`
 * ledger row are written together or not at all.
 *   `seen`  the hold this reference already names, if one committed before the statement began: then
 *           nothing is written (a replay), and the caller compares owner and amount;
 *   `debit` the guard, a conditional UPDATE (`balance_cents >= cents`) on the owner's row: PostgreSQL
 *           takes the row's lock and re-checks the condition on its newest version, so concurrent debits
 *           of one wallet queue there and can never overdraw it;
 *   `hold`, `entry` are inserted only from the row `debit` returned, so a short wallet writes nothing.
 * A twin with the same reference racing this one is not in `seen` (it committed after the snapshot):
 * its unique `reference` then fails this statement whole (23505), the debit with it, and the caller
 * reads the winner. `expired` says the owner has holds past their deadline (a crashed generation),
 * which the caller gives back.
 */
export const reserveHold = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const reference = sql.placeholder('reference');
  const cents = sql.placeholder('cents');
  const description = sql.placeholder('description');
  const now = sql.placeholder('now');
  const seen = db.$with('seen', {}).as(sql`
    select id, user_id, amount_cents, status from ${reservations} where reference = ${reference}`);
  const debit = db.$with('debit', {}).as(sql`
    update ${users} set balance_cents = balance_cents - ${cents}::int, updated_at = ${now}::timestamptz
    where id = ${userId} and balance_cents >= ${cents}::int and not exists (select 1 from ${seen})
    returning balance_cents, low_balance_threshold_cents`);
  const hold = db.$with('hold', {}).as(sql`
    insert into ${reservations} (user_id, reference, amount_cents, description, created_at, deadline_at)
    select ${userId}::uuid, ${reference}::text, ${cents}::int, ${description}::text, ${now}::timestamptz,
      ${sql.placeholder('deadline')}::timestamptz
    from ${debit}
    returning id`);
  const entry = db.$with('entry', {}).as(sql`
    insert into ${walletLedger}
      (user_id, kind, amount_cents, reference, description, reservation_id, balance_after_cents, created_at)
    select ${userId}::uuid, 'reservation', -${cents}::int, 'reserve:' || ${reference}::text, ${description}::text, hold.id,
      debit.balance_cents, ${now}::timestamptz
    from ${hold} hold, ${debit} debit
    returning id`);
  return db
    .with(seen, debit, hold, entry)
    .select({
      holdId: sql<string | null>`(select id from ${hold})`,
      entryId: sql<string | null>`(select id from ${entry})`,
      balanceAfter: sql<number | null>`(select balance_cents from ${debit})`,
      thresholdCents: sql<number | null>`(select low_balance_threshold_cents from ${debit})`,
      seenId: sql<string | null>`(select id from ${seen})`,
      seenUserId: sql<string | null>`(select user_id from ${seen})`,
      seenAmountCents: sql<number | null>`(select amount_cents from ${seen})`,
      seenStatus: sql<string | null>`(select status from ${seen})`,
      balanceNow: sql<number | null>`(select balance_cents from ${users} where id = ${userId})`,
      expired: holdsPastDeadline(userId, now),
    })
    .from(oneRow)
    .prepare('reserve_hold');
});
