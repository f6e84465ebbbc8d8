import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, walletLedger } from '../../edge/db/schema/index.ts';
import {
  type ChargeDeps,
  release,
  reserve,
  settle,
  sweepExpiredReservations,
} from '../../edge/features/wallet/charges.ts';
import { createLogger } from '../../edge/logger.ts';
import { createUser } from './factories.ts';
import {
  drivers,
  fixedClock,
  openTestDatabase,
  type TestDatabase,
  testConfig,
  walletMoney,
} from './helpers.ts';

describe.each(drivers)('charges on %s', (driver) => {
  let t: TestDatabase;
  const clock = fixedClock('2026-03-01T10:00:00Z');
  const logs: string[] = [];
  let deps: ChargeDeps;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
    deps = {
      db: t.db,
      clock,
      logger: createLogger({ level: 'debug', write: (line) => logs.push(line) }),
      config: testConfig({ RESERVATION_TTL_SECONDS: '600' }),
    };
  });
  afterAll(() => t.dispose());

  const ref = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;
  const funded = async (cents: number) => (await createUser(t.db, { balanceCents: cents, clock })).id;
  const state = async (userId: string) => {
    const { balanceCents: balance, ledgerSum } = await walletMoney(t.db, userId);
    return { balance, ledgerSum };
  };
  const input = (userId: string, cents: number, reference = ref('gen')) => ({
    userId,
    cents,
    reference,
    description: 'Concept generation (5 concepts)',
  });

  it('holds the money at once and settles it: the balance answers each step', async () => {
    const userId = await funded(100);
    const held = await reserve(deps, input(userId, 30));
    expect(held).toMatchObject({ status: 'pending', amountCents: 30, balanceCents: 70, changed: true });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reference, held.reference));
    expect(row?.deadlineAt.toISOString()).toBe('2026-03-01T10:10:00.000Z');
    expect(await settle(deps, held.reference)).toMatchObject({
      status: 'settled',
      balanceCents: 70,
      changed: true,
    });
    expect(await settle(deps, held.reference)).toMatchObject({ status: 'settled', changed: false });
    expect(await release(deps, held.reference)).toMatchObject({
      status: 'settled',
      balanceCents: 70,
      changed: false,
    });
    expect(await state(userId)).toEqual({ balance: 70, ledgerSum: 70 });
  });

  it('releases a hold with a release ledger row carrying the reason', async () => {
    const userId = await funded(100);
    const held = await reserve(deps, input(userId, 40));
    const back = await release(deps, held.reference, 'the model failed');
    expect(back).toMatchObject({ status: 'released', balanceCents: 100, changed: true });
    const rows = await t.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reservationId, held.reservationId));
    expect(rows.map((r) => [r.kind, r.amountCents, r.description]).sort()).toEqual([
      ['release', 40, 'Concept generation (5 concepts) (the model failed)'],
      ['reservation', -40, 'Concept generation (5 concepts)'],
    ]);
    // A settle after the release keeps the release, charges nothing, and says so in the logs.
    expect(await settle(deps, held.reference)).toMatchObject({
      status: 'released',
      balanceCents: 100,
      changed: false,
    });
    expect(logs.some((l) => l.includes('settle after release') && l.includes(held.reference))).toBe(true);
    expect(await state(userId)).toEqual({ balance: 100, ledgerSum: 100 });
  });

  it("answers 402 'Out of credits.' when short, writing nothing", async () => {
    const userId = await funded(20);
    const attempt = reserve(deps, input(userId, 30));
    await expect(attempt).rejects.toMatchObject({
      status: 402,
      message: 'Out of credits.',
      code: 'out_of_credits',
    });
    expect(await t.db.select().from(reservations).where(eq(reservations.userId, userId))).toEqual([]);
    expect(await state(userId)).toEqual({ balance: 20, ledgerSum: 20 });
  });

  it('is idempotent on the reference, and refuses the reference for another user or amount (409)', async () => {
    const userId = await funded(100);
    const other = await funded(100);
    const reference = ref('once');
    await reserve(deps, input(userId, 30, reference));
    expect(await reserve(deps, input(userId, 30, reference))).toMatchObject({
      changed: false,
      balanceCents: 70,
    });
    await expect(reserve(deps, input(userId, 31, reference))).rejects.toMatchObject({ status: 409 });
    await expect(reserve(deps, input(other, 30, reference))).rejects.toMatchObject({ status: 409 });
    expect(await state(userId)).toEqual({ balance: 70, ledgerSum: 70 });
    expect(await state(other)).toEqual({ balance: 100, ledgerSum: 100 });
    await expect(settle(deps, ref('unknown'))).rejects.toMatchObject({ status: 404 });
    await expect(release(deps, ref('unknown'))).rejects.toMatchObject({ status: 404 });
  });

  it('sweeps holds past their deadline back, on the injected clock, and when the owner reserves', async () => {
    const userId = await funded(100);
    const old = await reserve(deps, input(userId, 60));
    clock.set('2026-03-01T10:09:59Z');
    expect(await sweepExpiredReservations(deps, { userId })).toEqual({ released: 0 });
    clock.set('2026-03-01T10:10:00Z');
    // Reserving again first releases the expired hold, so the money it held is usable.
    const next = await reserve(deps, input(userId, 90));
    expect(next).toMatchObject({ status: 'pending', balanceCents: 10 });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reference, old.reference));
    expect(row).toMatchObject({ status: 'released', resolvedAt: new Date('2026-03-01T10:10:00Z') });
    clock.set('2026-03-01T10:30:00Z');
    expect((await sweepExpiredReservations(deps)).released).toBeGreaterThanOrEqual(1);
    expect(await settle(deps, next.reference)).toMatchObject({ status: 'released', balanceCents: 100 });
    expect(await state(userId)).toEqual({ balance: 100, ledgerSum: 100 });
    clock.set('2026-03-01T10:00:00Z');
  });

  if (driver === 'pg') {
    it('200 concurrent reservations with money for 50: exactly 50 hold, never below zero, ledger = balance', async () => {
      const userId = await funded(50 * 10);
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) => reserve(deps, input(userId, 10, ref(`crowd-${i}`)))),
      );
      const held = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(held).toHaveLength(50);
      expect(refused.every((r) => (r.reason as { status?: number }).status === 402)).toBe(true);
      expect(await state(userId)).toEqual({ balance: 0, ledgerSum: 0 });
      const [pending] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(eq(reservations.userId, userId));
      expect(pending?.n).toBe(50);
      // Every reservation row's balance_after is ≥ 0 (the CHECK) and they count down one hold at a time.
      const after = await t.db
        .select({ b: walletLedger.balanceAfterCents })
        .from(walletLedger)
        .where(eq(walletLedger.userId, userId));
      expect(new Set(after.map((r) => r.b)).size).toBe(after.length);
    });

    it('settle, release and the sweep raced on one hold: exactly one outcome, every round', async () => {
      const userId = await funded(1000);
      let expected = 1000;
      for (let round = 0; round < 25; round += 1) {
        clock.set('2026-03-01T10:00:00Z');
        const held = await reserve(deps, input(userId, 10, ref(`race-${round}`)));
        clock.set('2026-03-01T10:20:00Z'); // past the deadline: the sweep may take it too
        const [settled, released, swept, settledAgain] = await Promise.all([
          settle(deps, held.reference),
          release(deps, held.reference, 'the model failed'),
          sweepExpiredReservations(deps, { userId }),
          settle(deps, held.reference),
        ]);
        // Whichever of the three wins, it is the only one that changed anything.
        const calls = [settled, released, settledAgain];
        expect(calls.filter((o) => o.changed).length + swept.released).toBe(1);
        const [row] = await t.db.select().from(reservations).where(eq(reservations.id, held.reservationId));
        const final = row?.status;
        expect(final === 'settled' || final === 'released').toBe(true);
        // The losers report the winner's outcome, not their own wish.
        expect(new Set(calls.map((o) => o.status))).toEqual(new Set([final]));
        const rows = await t.db
          .select()
          .from(walletLedger)
          .where(eq(walletLedger.reservationId, held.reservationId));
        expect(rows.filter((r) => r.kind === 'release')).toHaveLength(final === 'released' ? 1 : 0);
        if (final === 'settled') expected -= 10;
        expect(await state(userId)).toEqual({ balance: expected, ledgerSum: expected });
      }
      clock.set('2026-03-01T10:00:00Z');
    });
  }
});
