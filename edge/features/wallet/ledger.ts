import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LedgerKind, users, walletLedger } from '../../db/schema.ts';

export interface LedgerEntryInput {
  userId: string;
  kind: LedgerKind;
  /** Signed integer cents: positive credits the wallet, negative debits it. */
  amountCents: number;
  /** Idempotency key, unique across the ledger (e.g. `checkout:cs_123`, `concepts:<generation id>`). */
  reference: string;
}

export type LedgerResult =
  | { status: 'applied'; entryId: string; balanceCents: number }
  | { status: 'duplicate'; balanceCents: number }
  | { status: 'insufficient_funds'; balanceCents: number };

const signRule: Record<LedgerKind, (amount: number) => boolean> = {
  recharge: (a) => a > 0,
  refund: (a) => a > 0,
  debit: (a) => a < 0,
  adjustment: (a) => a !== 0,
};

class DuplicateReference extends Error {}

/**
 * The only writer of wallet balances (ARCHITECTURE §4, CONVENTIONS "Money and data"): one ledger row
 * and the balance change in ONE transaction. The guard is the conditional UPDATE
 * (`balance_cents + amount >= 0`), not a read followed by a write, so concurrent debits can never
 * overdraw; the CHECK constraint backs it up. A reference seen before changes nothing.
 */
export async function appendLedgerEntry(db: Db, entry: LedgerEntryInput): Promise<LedgerResult> {
  if (!Number.isSafeInteger(entry.amountCents) || !signRule[entry.kind](entry.amountCents)) {
    throw new RangeError(
      `A ${entry.kind} needs a ${entry.kind === 'debit' ? 'negative' : 'positive'} integer amount`,
    );
  }
  // Inside the transaction read through `tx`: PGlite has one connection, `db` would wait on it.
  const balanceOf = async (q: Pick<Db, 'select'> = db) => {
    const [row] = await q
      .select({ balance: users.balanceCents })
      .from(users)
      .where(eq(users.id, entry.userId));
    if (!row) throw new Error(`No user ${entry.userId}`);
    return row.balance;
  };
  const [seen] = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.reference, entry.reference));
  if (seen) return { status: 'duplicate', balanceCents: await balanceOf() };

  try {
    return await db.transaction(async (tx): Promise<LedgerResult> => {
      const [updated] = await tx
        .update(users)
        .set({ balanceCents: sql`${users.balanceCents} + ${entry.amountCents}`, updatedAt: sql`now()` })
        .where(and(eq(users.id, entry.userId), sql`${users.balanceCents} + ${entry.amountCents} >= 0`))
        .returning({ balance: users.balanceCents });
      if (!updated) return { status: 'insufficient_funds', balanceCents: await balanceOf(tx) };
      const [inserted] = await tx
        .insert(walletLedger)
        .values({ ...entry, balanceAfterCents: updated.balance })
        .onConflictDoNothing({ target: walletLedger.reference })
        .returning({ id: walletLedger.id });
      // A concurrent call with the same reference committed first: undo our balance change.
      if (!inserted) throw new DuplicateReference();
      return { status: 'applied', entryId: inserted.id, balanceCents: updated.balance };
    });
  } catch (error) {
    if (error instanceof DuplicateReference) return { status: 'duplicate', balanceCents: await balanceOf() };
    throw error;
  }
}
