import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LedgerKind, users, walletLedger } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type LowBalanceWarning, rearmLowBalance, warnIfBalanceFellBelow } from './low-balance.ts';

export interface LedgerEntryInput {
  userId: string;
  kind: LedgerKind;
  /** Signed integer cents: positive credits the wallet, negative debits it. */
  amountCents: number;
  /** Idempotency key, unique across the ledger (e.g. `checkout:cs_123`, `reserve:concepts:<id>`). */
  reference: string;
  /** What a person reads in their wallet history: the package, what a generation paid for, the reason. */
  description: string;
  /** The hold this row opens or returns (kinds reservation and release). */
  reservationId?: string;
  /** The checkout a recharge credits or a reversal takes back. */
  checkoutId?: string;
}

export type LedgerResult =
  | { status: 'applied'; entryId: string; balanceCents: number }
  | { status: 'duplicate'; entryId: string; balanceCents: number }
  | { status: 'insufficient_funds'; balanceCents: number };

/** The sign each kind's amount must have; the database's wallet_ledger_kind_sign CHECK holds the same. */
const signRule: Record<LedgerKind, (amount: number) => boolean> = {
  recharge: (a) => a > 0,
  release: (a) => a > 0,
  grant: (a) => a > 0,
  reservation: (a) => a < 0,
  reversal: (a) => a < 0,
  adjustment: (a) => a !== 0,
};
const signName: Record<LedgerKind, string> = {
  recharge: 'positive',
  release: 'positive',
  grant: 'positive',
  reservation: 'negative',
  reversal: 'negative',
  adjustment: 'non-zero',
};

/**
 * A reference seen before with another user, kind or amount: two different money movements were
 * given one idempotency key. Silently answering "duplicate" would lose one of them, so it is an error.
 */
export class LedgerReferenceConflict extends AppError {
  constructor(reference: string) {
    super(
      409,
      `The ledger reference ${reference} was already used for a different balance change.`,
      'ledger_reference_conflict',
    );
    this.name = 'LedgerReferenceConflict';
  }
}

/** Credits that are new money and re-arm the low-balance warning (a release only undoes a debit). */
const REARMING_KINDS = new Set<LedgerKind>(['recharge', 'grant', 'adjustment']);

type Entry = { id: string; userId: string; kind: LedgerKind; amountCents: number };

async function entryByReference(q: Db, reference: string): Promise<Entry | undefined> {
  const [row] = await q
    .select({
      id: walletLedger.id,
      userId: walletLedger.userId,
      kind: walletLedger.kind,
      amountCents: walletLedger.amountCents,
    })
    .from(walletLedger)
    .where(eq(walletLedger.reference, reference));
  return row;
}

export async function balanceOf(q: Db, userId: string): Promise<number> {
  const [row] = await q.select({ balance: users.balanceCents }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row.balance;
}

/** A replay is the same movement (user, kind, amount) or a conflict; `sameAmount` lets the clamped reversal widen it. */
function checkReplay(
  seen: Entry,
  entry: Pick<LedgerEntryInput, 'userId' | 'kind' | 'reference'>,
  sameAmount: (stored: number) => boolean,
) {
  if (seen.userId !== entry.userId || seen.kind !== entry.kind || !sameAmount(seen.amountCents)) {
    throw new LedgerReferenceConflict(entry.reference);
  }
}

function checkAmount(entry: Pick<LedgerEntryInput, 'kind' | 'amountCents'>) {
  if (!Number.isSafeInteger(entry.amountCents) || !signRule[entry.kind](entry.amountCents)) {
    throw new RangeError(`A ${entry.kind} needs a ${signName[entry.kind]} integer amount`);
  }
}

/**
 * Writes one ledger row and moves the balance inside the CALLER's transaction `tx`, so a credit can
 * commit together with what caused it (a checkout's status, an activity). The guard is the conditional
 * UPDATE (`balance_cents + amount >= 0`), not a read followed by a write, so concurrent debits can
 * never overdraw; the users CHECK backs it up. Writers of one user queue on that row's lock, which
 * keeps every balance_after_cents exact.
 *
 * A reference seen before with the same user, kind and amount changes nothing ('duplicate'); with
 * anything else it throws LedgerReferenceConflict (409). When two calls with one reference race, the
 * loser's INSERT meets the winner's row (PostgreSQL makes it wait for the winner's commit) and its own
 * balance change is undone in place, under the same row lock, so the caller's transaction can go on.
 * `at` (the injected clock) stamps the row; without it the database's now() does.
 */
export async function appendLedgerEntryIn(
  tx: Db,
  entry: LedgerEntryInput,
  at?: Date,
  /** For a debit: mail the person once when it takes the balance below their threshold (low-balance.ts). */
  warning?: LowBalanceWarning,
): Promise<LedgerResult> {
  checkAmount(entry);
  const seen = await entryByReference(tx, entry.reference);
  if (seen) {
    checkReplay(seen, entry, (stored) => stored === entry.amountCents);
    return { status: 'duplicate', entryId: seen.id, balanceCents: await balanceOf(tx, entry.userId) };
  }
  const newMoney = entry.amountCents > 0 && REARMING_KINDS.has(entry.kind);
  const [updated] = await tx
    .update(users)
    .set({
      balanceCents: sql`${users.balanceCents} + ${entry.amountCents}`,
      ...(newMoney ? { lowBalanceWarned: rearmLowBalance(entry.amountCents) } : {}),
      updatedAt: at ?? sql`now()`,
    })
    .where(and(eq(users.id, entry.userId), sql`${users.balanceCents} + ${entry.amountCents} >= 0`))
    .returning({ balance: users.balanceCents, threshold: users.lowBalanceThresholdCents });
  if (!updated) return { status: 'insufficient_funds', balanceCents: await balanceOf(tx, entry.userId) };
  const [inserted] = await tx
    .insert(walletLedger)
    .values({ ...entry, balanceAfterCents: updated.balance, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing({ target: walletLedger.reference })
    .returning({ id: walletLedger.id });
  if (inserted) {
    if (warning) {
      await warnIfBalanceFellBelow(
        tx,
        {
          userId: entry.userId,
          entryId: inserted.id,
          amountCents: entry.amountCents,
          balanceCents: updated.balance,
          thresholdCents: updated.threshold,
        },
        warning,
        at ?? new Date(),
      );
    }
    return { status: 'applied', entryId: inserted.id, balanceCents: updated.balance };
  }

  // A concurrent call with this reference committed first: give our change back, then answer as a replay.
  const [undone] = await tx
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} - ${entry.amountCents}` })
    .where(eq(users.id, entry.userId))
    .returning({ balance: users.balanceCents });
  const winner = await entryByReference(tx, entry.reference);
  if (!undone || !winner) throw new Error(`Ledger reference ${entry.reference} vanished during a race`);
  checkReplay(winner, entry, (stored) => stored === entry.amountCents);
  return { status: 'duplicate', entryId: winner.id, balanceCents: undone.balance };
}

/**
 * The only writer of wallet balances (ARCHITECTURE §4, CONVENTIONS "Money and data"): one ledger row
 * and the balance change in ONE transaction of its own. See appendLedgerEntryIn for the rules.
 */
export async function appendLedgerEntry(db: Db, entry: LedgerEntryInput, at?: Date): Promise<LedgerResult> {
  checkAmount(entry);
  // A replay is answered without opening a transaction (webhooks and verify calls repeat often).
  const seen = await entryByReference(db, entry.reference);
  if (seen) {
    checkReplay(seen, entry, (stored) => stored === entry.amountCents);
    return { status: 'duplicate', entryId: seen.id, balanceCents: await balanceOf(db, entry.userId) };
  }
  // Inside the transaction everything goes through `tx`: PGlite has one connection, `db` would wait on it.
  return db.transaction((tx) => appendLedgerEntryIn(tx, entry, at));
}

export interface ReversalInput {
  userId: string;
  /** The most to take back, in positive cents (a refund's share of the credit). */
  upToCents: number;
  reference: string;
  description: string;
}

export type ReversalResult = {
  status: 'applied' | 'duplicate' | 'nothing_to_take';
  /** What the wallet actually gave back (≤ upToCents); for a duplicate, what the first call took. */
  takenCents: number;
  /** upToCents − takenCents: money already spent, which the caller records (e.g. on the checkout). */
  shortfallCents: number;
  balanceCents: number;
  /** Absent when nothing could be taken (a zero balance writes no row: a reversal of 0 is no change). */
  entryId?: string;
};

/**
 * A reversal that never takes the balance below zero (refunds and disputes take back what is left, never
 * more; the rest is a shortfall for the operator): inside the caller's transaction it locks the user's row,
 * takes min(balance, upTo) and reports the shortfall. A replayed reference answers what the first call took;
 * the same reference for another user or kind, or with more taken than `upToCents`, is a
 * LedgerReferenceConflict. When nothing could be taken no row is written, so a replay after a later recharge
 * would take then: callers that must not retake (payments) record the event id in the same transaction.
 */
export async function appendReversalUpToIn(tx: Db, input: ReversalInput, at?: Date): Promise<ReversalResult> {
  if (!Number.isSafeInteger(input.upToCents) || input.upToCents <= 0) {
    throw new RangeError('A reversal needs a positive integer upper bound');
  }
  const key = { userId: input.userId, kind: 'reversal' as const, reference: input.reference };
  // FOR UPDATE first: the balance read here is the one the debit below sees, and a concurrent call
  // with this reference has committed (and is seen as a replay below) before this one goes on.
  const [locked] = await tx
    .select({ balance: users.balanceCents })
    .from(users)
    .where(eq(users.id, input.userId))
    .for('update');
  if (!locked) throw new Error(`No user ${input.userId}`);
  const seen = await entryByReference(tx, input.reference);
  if (seen) {
    checkReplay(seen, key, (stored) => stored < 0 && -stored <= input.upToCents);
    const takenCents = -seen.amountCents;
    return {
      status: 'duplicate',
      takenCents,
      shortfallCents: input.upToCents - takenCents,
      balanceCents: locked.balance,
      entryId: seen.id,
    };
  }
  const takenCents = Math.min(locked.balance, input.upToCents);
  if (takenCents === 0) {
    return {
      status: 'nothing_to_take',
      takenCents: 0,
      shortfallCents: input.upToCents,
      balanceCents: locked.balance,
    };
  }
  const result = await appendLedgerEntryIn(
    tx,
    { ...key, amountCents: -takenCents, description: input.description },
    at,
  );
  if (result.status === 'insufficient_funds') throw new Error('Balance moved under a row lock');
  return {
    status: result.status,
    takenCents,
    shortfallCents: input.upToCents - takenCents,
    balanceCents: result.balanceCents,
    entryId: result.entryId,
  };
}

/** appendReversalUpToIn in a transaction of its own. */
export function appendReversalUpTo(db: Db, input: ReversalInput, at?: Date): Promise<ReversalResult> {
  return db.transaction((tx) => appendReversalUpToIn(tx, input, at));
}
