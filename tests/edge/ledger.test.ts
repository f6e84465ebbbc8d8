import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, walletLedger } from '../../edge/db/schema.ts';
import { appendLedgerEntry } from '../../edge/features/wallet/ledger.ts';
import { drivers, openTestDatabase, type TestDatabase } from './helpers.ts';

describe.each(drivers)('wallet ledger on %s', (driver) => {
  let t: TestDatabase;
  let n = 0;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
  });
  afterAll(() => t.dispose());

  const newUser = async () => {
    n += 1;
    const [user] = await t.db
      .insert(users)
      .values({ email: `wallet-${n}@example.com` })
      .returning();
    if (!user) throw new Error('no user');
    return user.id;
  };
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

  it('keeps the sum of the ledger equal to the balance', async () => {
    const userId = await newUser();
    await appendLedgerEntry(t.db, {
      userId,
      kind: 'recharge',
      amountCents: 1000,
      reference: `r-${driver}-1`,
    });
    await appendLedgerEntry(t.db, { userId, kind: 'debit', amountCents: -30, reference: `d-${driver}-1` });
    const refund = await appendLedgerEntry(t.db, {
      userId,
      kind: 'refund',
      amountCents: 30,
      reference: `f-${driver}-1`,
    });
    expect(refund).toMatchObject({ status: 'applied', balanceCents: 1000 });
    expect(await state(userId)).toEqual({ balance: 1000, ledgerSum: 1000, rows: 3 });
  });

  it('changes nothing when a reference is replayed', async () => {
    const userId = await newUser();
    const entry = { userId, kind: 'recharge' as const, amountCents: 500, reference: `checkout-${driver}-1` };
    expect((await appendLedgerEntry(t.db, entry)).status).toBe('applied');
    expect(await appendLedgerEntry(t.db, entry)).toEqual({ status: 'duplicate', balanceCents: 500 });
    expect(await state(userId)).toEqual({ balance: 500, ledgerSum: 500, rows: 1 });
  });

  it('refuses an overdraft and leaves balance and ledger untouched', async () => {
    const userId = await newUser();
    await appendLedgerEntry(t.db, { userId, kind: 'recharge', amountCents: 20, reference: `r-${driver}-2` });
    const debit = await appendLedgerEntry(t.db, {
      userId,
      kind: 'debit',
      amountCents: -30,
      reference: `d-${driver}-2`,
    });
    expect(debit).toEqual({ status: 'insufficient_funds', balanceCents: 20 });
    expect(await state(userId)).toEqual({ balance: 20, ledgerSum: 20, rows: 1 });
  });

  it('backs the rule with CHECK (balance_cents >= 0)', async () => {
    const userId = await newUser();
    await expect(t.db.update(users).set({ balanceCents: -1 }).where(eq(users.id, userId))).rejects.toThrow();
  });

  it('rejects an amount whose sign does not fit the kind', async () => {
    const userId = await newUser();
    await expect(
      appendLedgerEntry(t.db, { userId, kind: 'debit', amountCents: 10, reference: `bad-${driver}` }),
    ).rejects.toThrow(RangeError);
  });

  if (driver === 'pg') {
    it('lets exactly the affordable concurrent debits through', async () => {
      const userId = await newUser();
      await appendLedgerEntry(t.db, { userId, kind: 'recharge', amountCents: 100, reference: `r-race` });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          appendLedgerEntry(t.db, { userId, kind: 'debit', amountCents: -30, reference: `race-${i}` }),
        ),
      );
      expect(results.filter((r) => r.status === 'applied')).toHaveLength(3);
      expect(await state(userId)).toEqual({ balance: 10, ledgerSum: 10, rows: 4 });
    });

    it('credits a concurrently replayed reference once', async () => {
      const userId = await newUser();
      const entry = { userId, kind: 'recharge' as const, amountCents: 700, reference: 'checkout-race' };
      const results = await Promise.all([1, 2, 3, 4].map(() => appendLedgerEntry(t.db, entry)));
      expect(results.filter((r) => r.status === 'applied')).toHaveLength(1);
      expect(await state(userId)).toEqual({ balance: 700, ledgerSum: 700, rows: 1 });
    });
  }
});
