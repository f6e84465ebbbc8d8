import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, generations, reservations, walletLedger } from '../../edge/db/schema/index.ts';
import { fulfilCheckout } from '../../edge/features/payments/fulfil.ts';
import type { TestModeGateway } from '../../edge/features/payments/test-gateway.ts';
import { type AccountHarness, accountHarness } from './account-helpers.ts';
import { read } from './api-client.ts';

/** Races need real concurrency: the PostgreSQL server (PGlite has one connection). */
describe('account deletion races on the PostgreSQL server', () => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await accountHarness('pg');
  });
  afterAll(() => h.dispose());

  async function expectClosedAndBalanced(userId: string) {
    expect(await h.money(userId)).toEqual({ balanceCents: 0, ledgerSum: 0 });
    const pending = await h.db.select().from(reservations).where(eq(reservations.userId, userId));
    expect(pending.filter((r) => r.status === 'pending')).toEqual([]);
    expect(await h.db.select().from(generations).where(eq(generations.userId, userId))).toEqual([]);
  }

  it('a deletion confirmed during a run lets it finish and settle first, then forfeits the rest', async () => {
    const me = await h.runner(1_00);
    h.advance(120_000);
    const { code } = await h.deletionCode(me.cookie, me.email);
    h.model.hold();
    const run = h.generateConcepts(me.cookie, {});
    await h.model.waitingCalls(1);
    const deletion = h.confirmDeletion(me.cookie, code);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [stillThere] = await h.db.select().from(generations).where(eq(generations.userId, me.id));
    expect(stillThere?.status).toBe('running');
    h.model.letGo();
    const [ran, deleted] = await Promise.all([run, deletion]);
    expect(ran.status).toBe(200);
    expect(deleted.status).toBe(200);
    await expectClosedAndBalanced(me.id);
    const kinds = (await h.db.select().from(walletLedger).where(eq(walletLedger.userId, me.id))).map(
      (e) => e.kind,
    );
    expect(kinds.sort()).toEqual(['adjustment', 'adjustment', 'reservation']);
  });

  it('runs started while the account is deleted: whichever wins, the money balances and nothing is left', async () => {
    for (let round = 0; round < 4; round += 1) {
      const me = await h.runner(1_00);
      h.advance(120_000);
      const { code } = await h.deletionCode(me.cookie, me.email);
      const runs = Array.from({ length: 3 }, () => h.generateConcepts(me.cookie, {}));
      const deletion = h.confirmDeletion(me.cookie, code);
      const answers = await Promise.all(runs);
      const deleted = await deletion;
      for (const a of answers) expect([200, 401, 402, 429]).toContain(a.status);
      if (deleted.status === 200) {
        await expectClosedAndBalanced(me.id);
      } else {
        // A run started between the wait and the deletion's lock: refused, code unused, money whole.
        expect(deleted.status).toBe(409);
        const money = await h.money(me.id);
        expect(money.ledgerSum).toBe(money.balanceCents);
      }
    }
  });

  it('a payment completing while the account is deleted is either credited then forfeited, or refunded', async () => {
    const gateway = h.payments as TestModeGateway;
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const me = await h.person(0);
      const r = await read(
        h.api(me.cookie).user.wallet.recharge[':priceId'].$post({ param: { priceId: 'creator' } }),
      );
      const checkoutId = String(r.body.url).split('/').at(-1) ?? '';
      gateway.pay(checkoutId);
      h.advance(120_000);
      const { code } = await h.deletionCode(me.cookie, me.email);
      const deps = { ...h.adminDeps, payments: h.payments };
      const [fulfilled, deleted] = await Promise.all([
        fulfilCheckout(deps, checkoutId),
        h.confirmDeletion(me.cookie, code),
      ]);
      expect(deleted.status).toBe(200);
      expect(await h.money(me.id)).toEqual({ balanceCents: 0, ledgerSum: 0 });
      const [checkout] = await h.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
      const refunded = [...gateway.refunds.values()].filter(
        (x) => x.paymentIntent === checkout?.paymentIntent,
      );
      const ledger = await h.db.select().from(walletLedger).where(eq(walletLedger.userId, me.id));
      if (fulfilled.outcome === 'credited') {
        // Credited first: the deletion forfeited it with the rest; nothing to refund.
        expect(checkout?.status).toBe('credited');
        expect(refunded).toEqual([]);
        expect(ledger.map((e) => e.kind).sort()).toEqual(['adjustment', 'recharge']);
      } else {
        expect(fulfilled.outcome).toBe('account_closed');
        expect(checkout).toMatchObject({ status: 'account_closed', refundId: refunded[0]?.id });
        expect(refunded).toHaveLength(1);
        expect(ledger).toEqual([]);
      }
      outcomes.add(fulfilled.outcome);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
