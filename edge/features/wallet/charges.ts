import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { OUT_OF_CREDITS, OUT_OF_CREDITS_CODE } from '../../contract/charge-messages.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { type ReservationStatus, reservations } from '../../db/schema/index.ts';
import { at } from '../../db/statement.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../activity/record.ts';
import { balanceOf, LedgerReferenceConflict } from './ledger.ts';
import { warnIfBalanceFellBelow } from './low-balance.ts';
import { releaseHold } from './statements/release-holds.ts';
import { reserveHold } from './statements/reserve-hold.ts';
import { settleHold } from './statements/settle-holds.ts';

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

export const outOfCredits = () => new AppError(402, OUT_OF_CREDITS, OUT_OF_CREDITS_CODE);

const unknownReservation = (reference: string) =>
  new AppError(404, `No reservation ${reference}.`, 'reservation_not_found');

async function reservationByReference(q: Db, reference: string) {
  const [row] = await q.select().from(reservations).where(eq(reservations.reference, reference));
  return row;
}

/**
 * Holds `cents` of the user's wallet: the reservation row and its `reservation` ledger row (−cents)
 * commit together with the debit, in one statement (statements/reserve-hold.ts says why it is
 * race-safe), so concurrent reservations can never hold more than the balance. 402 'Out of credits.'
 * when the wallet is short (nothing is written). Holds past their deadline (a crashed generation) are
 * given back when the statement finds any, and a reservation refused for want of that money is tried
 * once more. A replayed reference answers the hold as it stands; the same reference for another user
 * or amount is a 409 (LedgerReferenceConflict).
 */
export async function reserve(
  deps: ChargeDeps,
  input: ReserveInput,
  /** `sweepFirst: false`: leave expired holds alone (the caller gives them back itself). */
  options: { sweepFirst?: boolean } = {},
): Promise<ChargeResult> {
  if (!Number.isSafeInteger(input.cents) || input.cents <= 0) {
    throw new RangeError('A reservation needs a positive integer number of cents');
  }
  if (input.reference.trim() === '') throw new RangeError('A reservation needs a reference');
  const first = await reserveOnce(deps, input);
  if (!first.expired || options.sweepFirst === false) return answerOf(deps, input, first);
  await sweepExpiredReservations(deps, { userId: input.userId });
  if (first.holdId === null && first.seenId === null)
    return answerOf(deps, input, await reserveOnce(deps, input));
  return { ...(await answerOf(deps, input, first)), balanceCents: await balanceOf(deps.db, input.userId) };
}

type ReserveRow = Awaited<ReturnType<ReturnType<typeof reserveHold>['execute']>>[number];

async function reserveOnce(deps: ChargeDeps, input: ReserveInput): Promise<ReserveRow> {
  const now = deps.clock.now();
  const deadline = new Date(now.getTime() + deps.config.charges.reservationTtlSeconds * 1000);
  try {
    const [row] = await reserveHold(deps.db).execute({
      userId: input.userId,
      reference: input.reference,
      cents: input.cents,
      description: input.description,
      now: at(now),
      deadline: at(deadline),
    });
    if (!row) throw new Error('The reservation statement answered no row');
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A twin with this reference committed while this statement ran: answer what it holds.
    const seen = await reservationByReference(deps.db, input.reference);
    if (!seen) throw error;
    return {
      holdId: null,
      entryId: null,
      balanceAfter: null,
      thresholdCents: null,
      seenId: seen.id,
      seenUserId: seen.userId,
      seenAmountCents: seen.amountCents,
      seenStatus: seen.status,
      balanceNow: null,
      expired: false,
    };
  }
}

async function answerOf(deps: ChargeDeps, input: ReserveInput, row: ReserveRow): Promise<ChargeResult> {
  if (row.seenId !== null) {
    if (row.seenUserId !== input.userId || row.seenAmountCents !== input.cents) {
      throw new LedgerReferenceConflict(input.reference);
    }
    return {
      reservationId: row.seenId,
      reference: input.reference,
      status: row.seenStatus as ReservationStatus,
      amountCents: input.cents,
      balanceCents: row.balanceNow ?? (await balanceOf(deps.db, input.userId)),
      changed: false,
    };
  }
  if (row.holdId === null || row.entryId === null || row.balanceAfter === null) {
    if (row.balanceNow === null) throw new Error(`No user ${input.userId}`);
    throw outOfCredits();
  }
  await warnIfDebitCrossed(deps, {
    userId: input.userId,
    entryId: row.entryId,
    amountCents: -input.cents,
    balanceCents: row.balanceAfter,
    thresholdCents: row.thresholdCents ?? 0,
  });
  return {
    reservationId: row.holdId,
    reference: input.reference,
    status: 'pending',
    amountCents: input.cents,
    balanceCents: row.balanceAfter,
    changed: true,
  };
}

/**
 * The low-balance mail a debit may cause (low-balance.ts), written only when this debit took the
 * balance from the threshold or above to below it: the check costs nothing, and the rare crossing
 * pays for its own small transaction (the conditional UPDATE there keeps it to one mail per fall).
 */
export async function warnIfDebitCrossed(
  deps: ChargeDeps,
  change: Parameters<typeof warnIfBalanceFellBelow>[1],
): Promise<void> {
  const before = change.balanceCents - change.amountCents;
  if (change.balanceCents >= change.thresholdCents || before < change.thresholdCents) return;
  await deps.db.transaction((tx) =>
    warnIfBalanceFellBelow(tx, change, { config: deps.config }, deps.clock.now()),
  );
}

/** PostgreSQL's unique_violation: a concurrent twin committed the same key first. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

function sqlState(error: unknown): string | undefined {
  // drizzle wraps the driver's error (DrizzleQueryError) with it as `cause`.
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

type HoldRow = {
  won: boolean;
  id: string | null;
  userId: string | null;
  amountCents: number | null;
  status: string | null;
  balanceCents: number | null;
};

/** A hold this call did not move, as it stands now (the snapshot may predate the winner's commit). */
async function endedHold(deps: ChargeDeps, reference: string, row: HoldRow): Promise<HoldRow> {
  if (row.status !== 'pending') return row;
  const now = await reservationByReference(deps.db, reference);
  if (!now) return row;
  return { ...row, status: now.status, balanceCents: await balanceOf(deps.db, now.userId) };
}

function chargeResult(reference: string, row: HoldRow): ChargeResult {
  if (row.id === null || row.userId === null || row.amountCents === null || row.balanceCents === null) {
    throw unknownReservation(reference);
  }
  return {
    reservationId: row.id,
    reference,
    status: row.status as ReservationStatus,
    amountCents: row.amountCents,
    balanceCents: row.balanceCents,
    changed: row.won,
  };
}

/**
 * Makes a pending hold final (the generation succeeded), in one statement. A hold that was released
 * first (the sweep or a release won the race) keeps that result: nothing is charged, and it is logged
 * as a warning, because the person got their content for free. 404 for an unknown reference.
 */
export async function settle(deps: ChargeDeps, reference: string): Promise<ChargeResult> {
  const { db, clock, logger } = deps;
  const [first] = await settleHold(db).execute({ reference, now: at(clock.now()) });
  if (!first) throw new Error('The settle statement answered no row');
  const row = first.won ? first : await endedHold(deps, reference, first);
  if (!row.won && row.status === 'released') {
    logger.warn('settle after release: the hold was already returned, nothing is charged', {
      reference,
      userId: row.userId,
      amountCents: row.amountCents,
    });
  }
  return chargeResult(reference, row);
}

/**
 * Gives a pending hold back (the generation failed, or the sweep found it past its deadline): the
 * status change, the balance and the `release` ledger row (+amount) are one statement
 * (statements/release-holds.ts). `reason` is added to the wallet history's description. A hold that
 * was settled first stays charged. 404 for an unknown reference.
 */
export async function release(deps: ChargeDeps, reference: string, reason?: string): Promise<ChargeResult> {
  const { db, clock, logger } = deps;
  const [first] = await releaseHold(db).execute({ reference, reason: reason ?? null, now: at(clock.now()) });
  if (!first) throw new Error('The release statement answered no row');
  const row = first.won ? first : await endedHold(deps, reference, first);
  if (!row.won && row.status === 'settled')
    logger.info('release after settle: the charge stands', { reference });
  return chargeResult(reference, row);
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
