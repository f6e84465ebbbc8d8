import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packages, users, walletLedger } from '../../edge/db/schema/index.ts';
import {
  appendLedgerEntry,
  appendLedgerEntryIn,
  appendReversalUpTo,
  LedgerReferenceConflict,
} from '../../edge/features/wallet/ledger.ts';
import { createUser } from './factories.ts';
import { drivers, openTestDatabase, perSuite } from './helpers.ts';

describe.each(drivers)('wallet ledger on %s', (driver) => {
  const t = perSuite(() => openTestDatabase(driver));

  const newUser = async () => (await createUser(t.db)).id;
  const ref = (name: string) => `${name}-${driver}-${Math.random().toString(36).slice(2)}`;
  const state = async (userId: string) => {
    const [u] = await t.db.select({ balance: users.balanceCents }).from(users).where(eq(users.id, userId));
    const [s] = await t.db
      .select({
        sum: sql<string>`coalesce(sum(${walletLedger.amountCents}), 0)`,
        rows: sql<string>`count(*)`,
      })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId));
    return { balance: u?.balance, ledgerSum: Number(s?.sum), rows: Number(s?.rows) };
  };
  /** A package purchase's ledger entry (a `recharge`), to append once or replay. */
  const recharge = (userId: string, cents: number, reference = ref('recharge')) => ({
    userId,
    kind: 'recharge' as const,
    amountCents: cents,
    reference,
    description: 'Starter',
  });
  const credit = (userId: string, cents: number, reference?: string) =>
    appendLedgerEntry(t.db, recharge(userId, cents, reference));

  /** Takes `cents` back as a refund (a `reversal` row), refused rather than overdrawing. */
  const refund = (userId: string, cents: number, reference = ref('d')) =>
    appendLedgerEntry(t.db, {
      userId,
      kind: 'reversal',
      amountCents: -cents,
      reference,
      description: 'Refund',
    });
  /** A refund clamped to what the wallet still holds. */
  const refundUpTo = (userId: string, upToCents: number, reference: string) =>
    appendReversalUpTo(t.db, { userId, upToCents, reference, description: 'Refund' });

  it('keeps the sum of the ledger equal to the balance', async () => {
    const userId = await newUser();
    await credit(userId, 1000);
    await refund(userId, 30);
    const back = await appendLedgerEntry(t.db, {
      userId,
      kind: 'release',
      amountCents: 30,
      reference: ref('f'),
      description: 'Concepts',
    });
    expect(back).toMatchObject({ status: 'applied', balanceCents: 1000 });
    expect(await state(userId)).toEqual({ balance: 1000, ledgerSum: 1000, rows: 3 });
  });

  it('stamps each row with the time it is given (the injected clock) and its description', async () => {
    const userId = await newUser();
    const at = new Date('2031-03-04T05:06:07Z');
    const reference = ref('stamped');
    await appendLedgerEntry(
      t.db,
      { userId, kind: 'recharge', amountCents: 250, reference, description: 'Starter package' },
      at,
    );
    const [row] = await t.db.select().from(walletLedger).where(eq(walletLedger.reference, reference));
    expect(row).toMatchObject({ createdAt: at, description: 'Starter package', balanceAfterCents: 250 });
  });

  it('changes nothing when a reference is replayed with the same user, kind and amount', async () => {
    const userId = await newUser();
    const entry = recharge(userId, 500, ref('checkout'));
    const first = await appendLedgerEntry(t.db, entry);
    expect(first.status).toBe('applied');
    expect(await appendLedgerEntry(t.db, entry)).toEqual({
      status: 'duplicate',
      entryId: first.status === 'applied' ? first.entryId : '',
      balanceCents: 500,
    });
    expect(await state(userId)).toEqual({ balance: 500, ledgerSum: 500, rows: 1 });
  });

  it('refuses a replayed reference with another user, kind or amount (409), changing nothing', async () => {
    const userId = await newUser();
    const other = await newUser();
    const reference = ref('shared');
    await credit(userId, 500, reference);
    const variants = [
      { userId: other, kind: 'recharge' as const, amountCents: 500 },
      { userId, kind: 'adjustment' as const, amountCents: 500 },
      { userId, kind: 'recharge' as const, amountCents: 501 },
    ];
    for (const variant of variants) {
      const attempt = appendLedgerEntry(t.db, { ...variant, reference, description: 'x' });
      await expect(attempt).rejects.toBeInstanceOf(LedgerReferenceConflict);
      await expect(attempt).rejects.toMatchObject({ status: 409 });
    }
    expect(await state(userId)).toEqual({ balance: 500, ledgerSum: 500, rows: 1 });
    expect(await state(other)).toEqual({ balance: 0, ledgerSum: 0, rows: 0 });
  });

  it('refuses an overdraft and leaves balance and ledger untouched', async () => {
    const userId = await newUser();
    await credit(userId, 20);
    const debit = await refund(userId, 30);
    expect(debit).toEqual({ status: 'insufficient_funds', balanceCents: 20 });
    expect(await state(userId)).toEqual({ balance: 20, ledgerSum: 20, rows: 1 });
  });

  it("commits with the caller's transaction, and rolls back with it", async () => {
    const userId = await newUser();
    await expect(
      t.db.transaction(async (tx) => {
        await appendLedgerEntryIn(tx, recharge(userId, 400, ref('in-tx')));
        throw new Error('the checkout update failed');
      }),
    ).rejects.toThrow('the checkout update failed');
    expect(await state(userId)).toEqual({ balance: 0, ledgerSum: 0, rows: 0 });
    const applied = await t.db.transaction((tx) =>
      appendLedgerEntryIn(tx, recharge(userId, 400, ref('in-tx'))),
    );
    expect(applied).toMatchObject({ status: 'applied', balanceCents: 400 });
  });

  it('takes a reversal back only down to zero and reports the shortfall', async () => {
    const userId = await newUser();
    await credit(userId, 300);
    const partial = await refundUpTo(userId, 200, ref('refund-1'));
    expect(partial).toMatchObject({
      status: 'applied',
      takenCents: 200,
      shortfallCents: 0,
      balanceCents: 100,
    });
    const reference = ref('refund-2');
    const short = await refundUpTo(userId, 250, reference);
    expect(short).toMatchObject({ status: 'applied', takenCents: 100, shortfallCents: 150, balanceCents: 0 });
    const replay = await refundUpTo(userId, 250, reference);
    expect(replay).toMatchObject({
      status: 'duplicate',
      takenCents: 100,
      shortfallCents: 150,
      balanceCents: 0,
    });
    const empty = await refundUpTo(userId, 50, ref('refund-3'));
    expect(empty).toEqual({ status: 'nothing_to_take', takenCents: 0, shortfallCents: 50, balanceCents: 0 });
    expect(await state(userId)).toEqual({ balance: 0, ledgerSum: 0, rows: 3 });
  });

  it('backs the rule with CHECK (balance_cents >= 0)', async () => {
    const userId = await newUser();
    await expect(t.db.update(users).set({ balanceCents: -1 }).where(eq(users.id, userId))).rejects.toThrow();
  });

  it('rejects an amount whose sign does not fit the kind', async () => {
    const userId = await newUser();
    await expect(
      appendLedgerEntry(t.db, {
        userId,
        kind: 'reversal',
        amountCents: 10,
        reference: ref('bad'),
        description: '',
      }),
    ).rejects.toThrow(RangeError);
  });

  it('refuses to rewrite or delete history (append-only trigger)', async () => {
    const userId = await newUser();
    await credit(userId, 50);
    await expect(
      t.db.update(walletLedger).set({ amountCents: 5000 }).where(eq(walletLedger.userId, userId)),
    ).rejects.toThrow();
    await expect(t.db.delete(walletLedger).where(eq(walletLedger.userId, userId))).rejects.toThrow();
    expect(await state(userId)).toEqual({ balance: 50, ledgerSum: 50, rows: 1 });
  });

  it('backs the kind-to-sign rule with a CHECK in the database', async () => {
    const userId = await newUser();
    await expect(
      t.db.insert(walletLedger).values({
        userId,
        kind: 'release',
        amountCents: -5,
        reference: ref('sign'),
        balanceAfterCents: 0,
      }),
    ).rejects.toThrow();
  });

  it('backs package amounts with CHECK (>= 0): an operator edit below zero is refused, zero is allowed', async () => {
    const [before] = await t.db.select().from(packages).where(eq(packages.priceId, 'starter'));
    await expect(
      t.db.update(packages).set({ unitAmountCents: -1 }).where(eq(packages.priceId, 'starter')),
    ).rejects.toThrow();
    await expect(
      t.db.update(packages).set({ creditCents: -1 }).where(eq(packages.priceId, 'starter')),
    ).rejects.toThrow();
    await expect(
      t.db.insert(packages).values({
        priceId: ref('negative'),
        productName: 'Negative',
        productDescription: 'Pays you to take it',
        unitAmountCents: 500,
        creditCents: -500,
        position: 99,
      }),
    ).rejects.toThrow();
    expect((await t.db.select().from(packages).where(eq(packages.priceId, 'starter')))[0]).toEqual(before);
    // Zero is a legal row (a package being prepared); startCheckout refuses to sell it.
    const free = ref('free');
    await t.db.insert(packages).values({
      priceId: free,
      productName: 'Free',
      productDescription: 'Nothing yet',
      unitAmountCents: 0,
      creditCents: 0,
      active: false,
      position: 99,
    });
    await t.db.delete(packages).where(eq(packages.priceId, free));
  });

  if (driver === 'pg') {
    it('lets exactly the affordable concurrent debits through', async () => {
      const userId = await newUser();
      await credit(userId, 100);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => refund(userId, 30, ref(`race-${i}`))),
      );
      expect(results.filter((r) => r.status === 'applied')).toHaveLength(3);
      expect(await state(userId)).toEqual({ balance: 10, ledgerSum: 10, rows: 4 });
    });

    it('credits a concurrently replayed reference once, inside callers’ transactions too', async () => {
      const userId = await newUser();
      const entry = recharge(userId, 700, ref('checkout-race'));
      const results = await Promise.all([
        ...[1, 2, 3].map(() => appendLedgerEntry(t.db, entry)),
        ...[1, 2, 3].map(() => t.db.transaction((tx) => appendLedgerEntryIn(tx, entry))),
      ]);
      expect(results.filter((r) => r.status === 'applied')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(5);
      expect(await state(userId)).toEqual({ balance: 700, ledgerSum: 700, rows: 1 });
    });

    it('takes concurrent clamped reversals down to zero and never below', async () => {
      const userId = await newUser();
      await credit(userId, 500);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => refundUpTo(userId, 200, ref(`rev-${i}`))),
      );
      expect(results.reduce((sum, r) => sum + r.takenCents, 0)).toBe(500);
      expect(results.reduce((sum, r) => sum + r.shortfallCents, 0)).toBe(700);
      expect(await state(userId)).toMatchObject({ balance: 0, ledgerSum: 0 });
    });
  }
});
