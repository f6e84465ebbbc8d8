import { sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { costs, generations, reservations, users, walletLedger } from '../../../db/schema/index.ts';
import { oneRow } from '../../../db/statement.ts';
import { holdsPastDeadline } from '../../../features/wallet/statements/holds-past-deadline.ts';

/**
 * The start of a paid run in ONE statement (runs.ts `startRun`): the run's row, one hold per unit and
 * their `reservation` ledger rows, and the debit of them all, written together or not at all. Its
 * guarantees, none of which needs a lock held across round trips:
 *   - money: `debit` is the conditional UPDATE (`balance_cents >= price × units`) on the owner's row;
 *     PostgreSQL takes that row's lock and re-checks the condition on its newest version, so starts
 *     of one person queue there and can never overdraw the wallet. The run, the holds and the ledger
 *     rows are inserted only from the row `debit` returned: a short wallet writes nothing. The row
 *     lock is taken even for a free run (a debit of 0), which is what serialises a start with an
 *     account deletion (erase.ts locks the same row first; a tombstone has `deleted_at` set).
 *   - the Idempotency-Key: a key seen in a run committed before this statement (`seen`) writes
 *     nothing and is answered as a replay; a twin committed meanwhile fails this statement whole on
 *     the unique (user_id, idempotency_key) with 23505, and the caller answers under the lock.
 *   - in flight: the run takes a free place (`slot`) of the person's `maxInFlight`; the unique index
 *     on (user_id, slot) of running runs makes a race for the last place fail one statement with
 *     23505, so the limit holds however many starts race.
 *   - leftovers of a crash (a running run older than the holds' life, a hold past its deadline):
 *     `blocked`, nothing written; the caller clears them under the lock and starts again.
 * The price is read from `costs` in the same statement.
 */
export const startRunStatement = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const now = sql.placeholder('now');
  const references = sql.placeholder('references');
  const descriptions = sql.placeholder('descriptions');
  const maxInFlight = sql.placeholder('maxInFlight');
  const units = sql`cardinality(${references}::text[])`;
  const unitsOf = sql`unnest(${references}::text[], ${descriptions}::text[]) with ordinality as u(reference, description, n)`;
  const seen = db.$with('seen', {}).as(sql`
    select id, kind, status, request_hash, response_status, response from ${generations}
    where user_id = ${userId} and idempotency_key = ${sql.placeholder('idempotencyKey')}::text`);
  const running = db.$with('running', {}).as(sql`
    select slot, created_at from ${generations} where user_id = ${userId} and status = 'running'`);
  const price = db.$with('price', {}).as(sql`
    select amount_cents from ${costs} where key = ${sql.placeholder('costKey')}`);
  const freeSlot = db.$with('free_slot', {}).as(sql`
    select s.slot from generate_series(0, ${maxInFlight}::int - 1) as s(slot)
    where (select count(*) from ${running}) < ${maxInFlight}::int
      and s.slot not in (select slot from ${running} where slot is not null)
    order by s.slot limit 1`);
  const blocked = db.$with('blocked', {}).as(sql`
    select exists (select 1 from ${running} where created_at <= ${sql.placeholder('staleBefore')}::timestamptz)
      or ${holdsPastDeadline(userId, now)} as v`);
  const debit = db.$with('debit', {}).as(sql`
    update ${users} set balance_cents = balance_cents - (select amount_cents from ${price}) * ${units},
      updated_at = ${now}::timestamptz
    where id = ${userId} and deleted_at is null
      and balance_cents >= (select amount_cents from ${price}) * ${units}
      and not exists (select 1 from ${seen})
      and exists (select 1 from ${freeSlot})
      and not (select v from ${blocked})
    returning balance_cents, low_balance_threshold_cents`);
  const run = db.$with('run', {}).as(sql`
    insert into ${generations}
      (id, user_id, kind, input, reservation_reference, idempotency_key, request_hash, created_at, slot)
    select ${sql.placeholder('generationId')}::uuid, ${userId}::uuid, ${sql.placeholder('kind')}::text,
      ${sql.placeholder('input')}::jsonb, ${sql.placeholder('reservationReference')}::text,
      ${sql.placeholder('idempotencyKey')}::text, ${sql.placeholder('requestHash')}::text,
      ${now}::timestamptz, (select slot from ${freeSlot})
    from ${debit}
    returning id`);
  const holds = db.$with('holds', {}).as(sql`
    insert into ${reservations} (user_id, reference, amount_cents, description, created_at, deadline_at)
    select ${userId}::uuid, u.reference, p.amount_cents, u.description, ${now}::timestamptz,
      ${sql.placeholder('deadline')}::timestamptz
    from ${run}, ${price} p, ${unitsOf}
    where p.amount_cents > 0
    order by u.n
    returning id, reference`);
  // Each unit's ledger row carries the balance right after it: the units are taken in order.
  const entries = db.$with('entries', {}).as(sql`
    insert into ${walletLedger}
      (user_id, kind, amount_cents, reference, description, reservation_id, balance_after_cents, created_at)
    select ${userId}::uuid, 'reservation', -p.amount_cents, 'reserve:' || h.reference, u.description, h.id,
      d.balance_cents + p.amount_cents * (${units} - u.n), ${now}::timestamptz
    from ${holds} h join ${unitsOf} on u.reference = h.reference, ${debit} d, ${price} p
    order by u.n
    returning id, reference`);
  return db
    .with(seen, running, price, freeSlot, blocked, debit, run, holds, entries)
    .select({
      started: sql<boolean>`exists (select 1 from ${run})`,
      balanceAfter: sql<number | null>`(select balance_cents from ${debit})`,
      thresholdCents: sql<number | null>`(select low_balance_threshold_cents from ${debit})`,
      unitCents: sql<number | null>`(select amount_cents from ${price})`,
      entries: sql<Array<{ id: string; reference: string }> | null>`(select json_agg(json_build_object(
        'id', id, 'reference', reference)) from ${entries})`,
      seen: sql<{
        id: string;
        kind: string;
        status: string;
        request_hash: string | null;
        response_status: number | null;
        response: Record<string, unknown> | null;
      } | null>`(select row_to_json(s) from ${seen} s)`,
      blocked: sql<boolean>`(select v from ${blocked})`,
      placeFree: sql<boolean>`exists (select 1 from ${freeSlot})`,
      ownerBalance: sql<number | null>`(select balance_cents from ${users} where id = ${userId})`,
      ownerDeleted: sql<boolean | null>`(select deleted_at is not null from ${users} where id = ${userId})`,
    })
    .from(oneRow)
    .prepare('start_run');
});
