import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { OUT_OF_CREDITS, OUT_OF_CREDITS_CODE } from '../../contract/charge-messages.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { type ReservationStatus, reservations } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../activity/record.ts';
import { appendLedgerEntryIn, balanceOf, LedgerReferenceConflict } from './ledger.ts';

/**
 * Generation charges (ARCHITECTURE §6): `reserve` takes the money at once, before the model is called;
 * exactly one of `settle` (the generation succeeded: the charge is final) or `release` (it failed: the
 * money comes back as a `release` ledger row) ends the hold. Both are conditional transitions out of
 * `pending` (UPDATE … WHERE status = 'pending'), so whatever races — a retry, a crash recovery, the
 * deadline sweep — exactly one of them wins and the other sees the outcome. Every answer carries the
 * wallet's balance afterwards, for the SPA to show (the server is the authority).
 */
export type ChargeDeps = Pick<Deps, 'clock' | 'logger'> & {
  /** The database, or a transaction: a caller may reserve, settle or release inside its own change. */
  db: Db;
  /** `appUrl` and `port`: the links of the low-balance mail a reservation may cause. */
  config: Pick<Config, 'charges' | 'appUrl' | 'port'>;
};

export interface ReserveInput {
  userId: string;
  /** What the generation costs, in positive integer cents (read from `costs` by the caller). */
  cents: number;
  /** The caller's idempotency key, e.g. `concepts:<generation id>`; a retry with it reserves nothing more. */
  reference: string;
  /** What the money pays for, as the wallet history shows it, e.g. 'Concept generation (5 concepts)'. */
  description: string;
}

export interface ChargeResult {
  reservationId: string;
  reference: string;
  /** Where the hold stands now: `pending` after reserve, `settled` or `released` once it ended. */
  status: ReservationStatus;
  amountCents: number;
  /** The owner's wallet balance after this call. */
  balanceCents: number;
  /** False when this call changed nothing (a replayed reserve, or the hold had already ended). */
  changed: boolean;
}

const ledgerReference = {
  reserve: (reference: string) => `reserve:${reference}`,
  release: (reference: string) => `release:${reference}`,
};

export const outOfCredits = () => new AppError(402, OUT_OF_CREDITS, OUT_OF_CREDITS_CODE);

const unknownReservation = (reference: string) =>
  new AppError(404, `No reservation ${reference}.`, 'reservation_not_found');

async function reservationByReference(q: Db, reference: string) {
  const [row] = await q.select().from(reservations).where(eq(reservations.reference, reference));
  return row;
}

/**
 * Holds `cents` of the user's wallet: the reservation row and its `reservation` ledger row (−cents)
 * commit together, guarded by the ledger's conditional UPDATE, so concurrent reservations can never
 * hold more than the balance. 402 'Out of credits.' when the wallet is short (nothing is written).
 * The owner's expired holds are released first, so money a crashed generation held is usable again.
 * A replayed reference answers the hold as it stands; the same reference for another user or amount
 * is a 409 (LedgerReferenceConflict).
 */
export async function reserve(
  deps: ChargeDeps,
  input: ReserveInput,
  /** `sweepFirst: false` when the caller has just swept this user's holds in the same transaction. */
  options: { sweepFirst?: boolean } = {},
): Promise<ChargeResult> {
  const { db, clock, config } = deps;
  if (!Number.isSafeInteger(input.cents) || input.cents <= 0) {
    throw new RangeError('A reservation needs a positive integer number of cents');
  }
  if (input.reference.trim() === '') throw new RangeError('A reservation needs a reference');
  if (options.sweepFirst !== false) await sweepExpiredReservations(deps, { userId: input.userId });
  const now = clock.now();
  const deadlineAt = new Date(now.getTime() + config.charges.reservationTtlSeconds * 1000);

  return db.transaction(async (tx): Promise<ChargeResult> => {
    // The unique reference makes a concurrent twin wait here for this one's commit, then do nothing.
    const [created] = await tx
      .insert(reservations)
      .values({
        userId: input.userId,
        reference: input.reference,
        amountCents: input.cents,
        description: input.description,
        createdAt: now,
        deadlineAt,
      })
      .onConflictDoNothing({ target: reservations.reference })
      .returning({ id: reservations.id });
    if (!created) {
      const seen = await reservationByReference(tx, input.reference);
      if (!seen) throw new Error(`Reservation ${input.reference} vanished during a race`);
      if (seen.userId !== input.userId || seen.amountCents !== input.cents) {
        throw new LedgerReferenceConflict(input.reference);
      }
      return {
        reservationId: seen.id,
        reference: seen.reference,
        status: seen.status,
        amountCents: seen.amountCents,
        balanceCents: await balanceOf(tx, input.userId),
        changed: false,
      };
    }
    const debit = await appendLedgerEntryIn(
      tx,
      {
        userId: input.userId,
        kind: 'reservation',
        amountCents: -input.cents,
        reference: ledgerReference.reserve(input.reference),
        description: input.description,
        reservationId: created.id,
      },
      now,
      { config },
    );
    // Thrown inside the transaction: the reservation row above is rolled back with it.
    if (debit.status === 'insufficient_funds') throw outOfCredits();
    return {
      reservationId: created.id,
      reference: input.reference,
      status: 'pending',
      amountCents: input.cents,
      balanceCents: debit.balanceCents,
      changed: debit.status === 'applied',
    };
  });
}

/**
 * Makes a pending hold final (the generation succeeded). A hold that was released first (the sweep
 * or a release won the race) keeps that result: nothing is charged, and it is logged as a warning,
 * because the person got their content for free. 404 for an unknown reference.
 */
export async function settle(deps: ChargeDeps, reference: string): Promise<ChargeResult> {
  const { db, clock, logger } = deps;
  const [won] = await db
    .update(reservations)
    .set({ status: 'settled', resolvedAt: clock.now() })
    .where(and(eq(reservations.reference, reference), eq(reservations.status, 'pending')))
    .returning();
  const row = won ?? (await reservationByReference(db, reference));
  if (!row) throw unknownReservation(reference);
  if (!won && row.status === 'released') {
    logger.warn('settle after release: the hold was already returned, nothing is charged', {
      reference,
      userId: row.userId,
      amountCents: row.amountCents,
    });
  }
  return {
    reservationId: row.id,
    reference,
    status: row.status,
    amountCents: row.amountCents,
    balanceCents: await balanceOf(db, row.userId),
    changed: won !== undefined,
  };
}

/**
 * Gives a pending hold back (the generation failed, or the sweep found it past its deadline): the
 * status change and the `release` ledger row (+amount) commit together. `reason` is added to the
 * wallet history's description. A hold that was settled first stays charged. 404 for an unknown reference.
 */
export async function release(deps: ChargeDeps, reference: string, reason?: string): Promise<ChargeResult> {
  const { db, clock, logger } = deps;
  const now = clock.now();
  return db.transaction(async (tx): Promise<ChargeResult> => {
    const [won] = await tx
      .update(reservations)
      .set({ status: 'released', resolvedAt: now })
      .where(and(eq(reservations.reference, reference), eq(reservations.status, 'pending')))
      .returning();
    if (!won) {
      const row = await reservationByReference(tx, reference);
      if (!row) throw unknownReservation(reference);
      if (row.status === 'settled') logger.info('release after settle: the charge stands', { reference });
      return {
        reservationId: row.id,
        reference,
        status: row.status,
        amountCents: row.amountCents,
        balanceCents: await balanceOf(tx, row.userId),
        changed: false,
      };
    }
    const credit = await appendLedgerEntryIn(
      tx,
      {
        userId: won.userId,
        kind: 'release',
        amountCents: won.amountCents,
        reference: ledgerReference.release(reference),
        description: reason ? `${won.description} (${reason})` : won.description,
        reservationId: won.id,
      },
      now,
    );
    if (credit.status === 'insufficient_funds') throw new Error('A release cannot be short of funds');
    return {
      reservationId: won.id,
      reference,
      status: 'released',
      amountCents: won.amountCents,
      balanceCents: credit.balanceCents,
      changed: true,
    };
  });
}

/** Why the sweep gave a hold back, as the wallet history shows it. */
export const EXPIRED_REASON = 'not finished in time, returned';

const expiredHoldsQuery = (db: Db, ofOneUser: boolean) =>
  db
    .select({ reference: reservations.reference, userId: reservations.userId })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending'),
        lte(reservations.deadlineAt, sql.placeholder('now')),
        ofOneUser ? eq(reservations.userId, sql.placeholder('userId')) : undefined,
      ),
    )
    .orderBy(asc(reservations.deadlineAt))
    .limit(sql.placeholder('batch'));

/** The wallet and user/info reads check the reader's holds on every request (edge/db/prepared.ts). */
const expiredHoldsOf = preparedPerDatabase((db) =>
  expiredHoldsQuery(db, true).prepare('expired_holds_of_user'),
);
const expiredHolds = preparedPerDatabase((db) => expiredHoldsQuery(db, false).prepare('expired_holds'));

/**
 * Releases the pending holds whose deadline has passed (their generation crashed or hung), all of
 * them or one user's. Each goes through `release`, so a generation settling at the same moment still
 * gets exactly one outcome. Returns how many this call released.
 */
export async function sweepExpiredReservations(
  deps: ChargeDeps,
  options: { userId?: string } = {},
): Promise<{ released: number }> {
  const batch = 100;
  let released = 0;
  for (;;) {
    const now = deps.clock.now().toISOString();
    const expired = await (options.userId
      ? expiredHoldsOf(deps.db).execute({ now, userId: options.userId, batch })
      : expiredHolds(deps.db).execute({ now, batch }));
    for (const { reference, userId } of expired) {
      if (await releaseExpired(deps, reference, userId)) released += 1;
    }
    if (expired.length < batch) return { released };
  }
}

/**
 * One expired hold back, with the dashboard's 'release' activity in the same transaction (a release
 * by a failed run records its own; this one has no run left to do it). False when it had already ended.
 */
async function releaseExpired(deps: ChargeDeps, reference: string, userId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const back = await release({ ...deps, db: tx }, reference, EXPIRED_REASON);
    if (back.changed) {
      const [hold] = await tx
        .select({ description: reservations.description })
        .from(reservations)
        .where(eq(reservations.reference, reference));
      await recordActivity(tx, deps.clock.now(), {
        userId,
        type: 'release',
        message: `Returned $${(back.amountCents / 100).toFixed(2)}: ${hold?.description ?? 'a generation'} did not finish in time.`,
      });
    }
    return back.changed;
  });
}
