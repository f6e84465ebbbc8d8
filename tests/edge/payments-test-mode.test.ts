import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { checkouts, packages } from '../../edge/db/schema/index.ts';
import { loadSeedContent, seed } from '../../edge/db/seed.ts';
import { cryptoRandom } from '../../edge/deps.ts';
import type { PaymentGateway } from '../../edge/features/payments/gateway.ts';
import { TestModeGateway } from '../../edge/features/payments/test-gateway.ts';
import { read } from './api-client.ts';
import { buildApp, drivers, openTestDatabase, testConfig } from './helpers.ts';
import { paymentsHarness } from './payments-helpers.ts';

const LOCAL = '127.0.0.1';
const ORIGIN = { origin: 'http://localhost:8787' };

describe.each(drivers)('buying credits through the test-mode checkout (embedded default) on %s', (driver) => {
  let h: Awaited<ReturnType<typeof paymentsHarness>>;
  beforeAll(async () => {
    h = await paymentsHarness(driver);
  });
  afterAll(() => h.dispose());

  const page = (id: string, ip = LOCAL) => h.call(`/dev/checkout/${id}`, { ip });
  const press = (id: string, button: 'pay' | 'cancel', headers: Record<string, string> = ORIGIN) =>
    h.call(`/dev/checkout/${id}/${button}`, { method: 'POST', ip: LOCAL, headers });

  it('Pay credits the package once, lands on the success page, and shows in the wallet history', async () => {
    const { cookie, userId } = await h.signedIn();
    const r = await h.recharge(cookie, 'creator');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      url: expect.stringMatching(/^http:\/\/localhost:8787\/dev\/checkout\/cs_plume_test_[0-9a-f]{32}$/),
    });
    const id = String(r.body.url).split('/').at(-1) ?? '';

    const shown = await page(id);
    expect(shown.status).toBe(200);
    const html = String(shown.body);
    expect(html).toContain('Test mode — no real payment');
    expect(html).toContain('<h1>Creator</h1>');
    expect(html).toContain('$15.00');
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
    expect(await h.balanceCents(userId)).toBe(0);

    const paid = await press(id, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.res.headers.get('location')).toBe(
      `http://localhost:8787/wallet-recharge/success?session_id=${id}`,
    );
    expect(await h.balanceCents(userId)).toBe(1600);

    // The success page verifies: already credited by Pay, so it answers success with the same balance.
    for (let i = 0; i < 2; i += 1) {
      const v = await h.verify(cookie, id);
      expect(v.status).toBe(200);
      expect(v.body).toEqual({
        success: true,
        message: 'Added $16.00 to your wallet (Creator).',
        current_balance: 16,
      });
    }
    // Pressing Pay again (back button) changes nothing.
    expect((await press(id, 'pay')).status).toBe(303);
    expect(await h.rechargesOf(id)).toHaveLength(1);

    const w = await h.wallet(cookie);
    expect(w.status).toBe(200);
    expect(w.body).toEqual({
      success: true,
      data: {
        current_balance: 16,
        entries: [
          {
            id: expect.any(String),
            kind: 'recharge',
            amount: 16,
            description: 'Creator package',
            created_at: '2026-01-15T12:00:00.000Z',
            balance_after: 16,
            receipt_id: id,
            paid_for: null,
            undoes: null,
          },
        ],
        next_cursor: null,
      },
    });
  });

  it('Cancel returns to the plans with nothing charged; verifying then says it was not paid', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'starter');
    const cancelled = await press(id, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.res.headers.get('location')).toBe('http://localhost:8787/wallet-recharge');
    const v = await h.verify(cookie, id);
    expect(v.status).toBe(409);
    expect(v.body).toMatchObject({
      success: false,
      code: 'payment_not_completed',
      message: expect.stringMatching(/not been completed/),
    });
    expect(await h.balanceCents(userId)).toBe(0);
    expect(await h.ledger(userId)).toEqual([]);
  });

  it('refuses Pay from another site (the Origin rule of every state-changing request)', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie);
    expect((await press(id, 'pay', { origin: 'https://evil.example' })).status).toBe(403);
    expect(await h.balanceCents(userId)).toBe(0);
  });

  it('an expired session answers a clear 410 and is marked expired', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie);
    (h.payments as TestModeGateway).expire(id);
    const v = await h.verify(cookie, id);
    expect(v.status).toBe(410);
    expect(v.body).toMatchObject({
      code: 'checkout_expired',
      message: expect.stringMatching(/expired before it was paid/),
    });
    expect((await h.checkout(id))?.status).toBe('expired');
    expect(await h.balanceCents(userId)).toBe(0);
  });

  it("another person's session answers 404 and credits no one, even once paid", async () => {
    const owner = await h.signedIn('owner');
    const other = await h.signedIn('other');
    const { id } = await h.checkoutFor(owner.cookie);
    (h.payments as TestModeGateway).pay(id);
    const v = await h.verify(other.cookie, id);
    expect(v.status).toBe(404);
    expect(v.body).toMatchObject({ code: 'checkout_not_found' });
    expect(await h.balanceCents(other.userId)).toBe(0);
    expect(await h.balanceCents(owner.userId)).toBe(0);
    expect((await h.checkout(id))?.status).toBe('open');
    expect((await h.verify(other.cookie, 'cs_never_made')).status).toBe(404);
  });

  it('Buy Credits again reuses the open checkout of that package while it can be paid, and opens a new one after', async () => {
    const { cookie, userId } = await h.signedIn();
    const mine = () => h.db.select().from(checkouts).where(eq(checkouts.userId, userId));
    const first = await h.checkoutFor(cookie, 'creator');
    expect(await h.checkoutFor(cookie, 'creator')).toEqual(first);
    const [row] = await mine();
    expect(row).toMatchObject({
      url: first.url,
      expiresAt: new Date(h.clock.now().getTime() + 24 * 60 * 60 * 1000),
    });
    // Another package is another checkout.
    expect((await h.checkoutFor(cookie, 'starter')).id).not.toBe(first.id);
    // Less than 30 minutes left to pay: a fresh one.
    h.advance(24 * 60 * 60 * 1000 - 29 * 60 * 1000);
    const late = await h.checkoutFor(cookie, 'creator');
    expect(late.id).not.toBe(first.id);
    // Paid: a fresh one again.
    expect((await press(late.id, 'pay')).status).toBe(303);
    expect((await h.checkoutFor(cookie, 'creator')).id).not.toBe(late.id);
    expect(await mine()).toHaveLength(4);
  });

  it('opens at most 10 checkouts per person in 10 minutes (429 + Retry-After); reusing one does not count', async () => {
    const { cookie } = await h.signedIn();
    const other = await h.signedIn('other');
    let last = { id: '', url: '' };
    for (let i = 0; i < 10; i += 1) {
      if (last.id) {
        // The previous one ran out (its page says so), so Buy Credits opens another.
        (h.payments as TestModeGateway).expire(last.id);
        expect((await h.verify(cookie, last.id)).status).toBe(410);
      }
      last = await h.checkoutFor(cookie, 'starter');
    }
    const refused = await h.recharge(cookie, 'creator');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'too_many_checkouts',
      message: expect.stringMatching(/several checkouts/),
    });
    expect(refused.res.headers.get('retry-after')).toBe('600');
    // The open one is still handed out, and another person is not limited by this one.
    expect(await h.checkoutFor(cookie, 'starter')).toEqual(last);
    expect((await h.recharge(other.cookie, 'creator')).status).toBe(200);
    h.advance(10 * 60 * 1000);
    expect((await h.recharge(cookie, 'creator')).status).toBe(200);
  });

  it('unknown or inactive package → 404, signed out → 401, a bad session id → 400', async () => {
    const { cookie } = await h.signedIn();
    const unknown = await h.recharge(cookie, 'platinum');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'package_not_found',
      message: 'This package is not available. Please choose another one.',
    });
    // A package the content files ship switched off (`"active": false`) is not for sale.
    const content = loadSeedContent();
    await seed(h.db, {
      ...content,
      'packages.json': [
        ...content['packages.json'],
        {
          price_id: 'retired',
          product_name: 'Retired',
          product_description: 'No longer sold.',
          unit_amount_cents: 900,
          credit_cents: 1000,
          active: false,
        },
      ],
    });
    const checkoutsBefore = await h.db.select().from(checkouts);
    const retired = await h.recharge(cookie, 'retired');
    expect(retired.status).toBe(404);
    expect(retired.body).toMatchObject({ code: 'package_not_found' });
    expect(await h.db.select().from(checkouts)).toEqual(checkoutsBefore);
    expect((await h.recharge(undefined, 'creator')).status).toBe(401);
    const visitor = h.api();
    expect(
      (
        await read(
          visitor.user['wallet-recharge'].session[':sessionId'].$post({ param: { sessionId: 'cs_x' } }),
        )
      ).status,
    ).toBe(401);
    expect((await read(visitor.user.wallet.$get({ query: {} }))).status).toBe(401);
    expect((await h.verify(cookie, 'cs-with-dashes')).status).toBe(400);
  });

  // A path or query text that is not well-formed is a 400 naming it, before any lookup.
  it.each([
    ['a NUL in the price id', (c: string) => h.recharge(c, 'creator\u0000'), 'priceId'],
    ['an escape in the price id', (c: string) => h.recharge(c, '\u001bcreator'), 'priceId'],
    ['a bidi override in the price id', (c: string) => h.recharge(c, '\u202ecreator'), 'priceId'],
    ['a NUL in the session id', (c: string) => h.verify(c, 'cs_\u0000'), 'sessionId'],
    ['a NUL in the wallet cursor', (c: string) => h.wallet(c, '\u0000'), 'cursor'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_name, request, field) => {
    const { cookie, userId } = await h.signedIn();
    const before = await h.db.select().from(checkouts);
    const r = await request(cookie);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(r.body.issues).toEqual([expect.objectContaining({ path: field })]);
    expect(await h.db.select().from(checkouts)).toEqual(before);
    expect(await h.balanceCents(userId)).toBe(0);
  });

  /** An operator's edit of a package row (ARCHITECTURE §4: content lives in the database). */
  const editPackage = (priceId: string, change: Partial<typeof packages.$inferInsert>) =>
    h.db.update(packages).set(change).where(eq(packages.priceId, priceId));
  const listed = async () =>
    ((await read(h.api().billing.packages.$get())).body.products as { price_id: string }[]).map(
      (p) => p.price_id,
    );

  it('a package an operator switches off leaves the plans and answers 404, and comes back when switched on', async () => {
    const { cookie } = await h.signedIn();
    expect((await h.recharge(cookie, 'studio')).status).toBe(200);
    await editPackage('studio', { active: false });
    try {
      expect(await listed()).not.toContain('studio');
      const checkoutsBefore = await h.db.select().from(checkouts);
      const r = await h.recharge(cookie, 'studio');
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({
        code: 'package_not_found',
        message: 'This package is not available. Please choose another one.',
      });
      expect(await h.db.select().from(checkouts)).toEqual(checkoutsBefore);
    } finally {
      await editPackage('studio', { active: true });
    }
    expect(await listed()).toContain('studio');
    expect((await h.recharge(cookie, 'studio')).status).toBe(200);
  });

  it('editing or retiring a package after checkout changes nothing in flight: the snapshot is charged and credited', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator'); // $15.00 for $16.00 of credit
    const [original] = await h.db.select().from(packages).where(eq(packages.priceId, 'creator'));
    if (!original) throw new Error('no creator package');
    await editPackage('creator', { unitAmountCents: 2500, creditCents: 2000, productName: 'Creator Plus' });
    await editPackage('creator', { active: false });
    try {
      expect(await h.checkout(id)).toMatchObject({
        priceCents: 1500,
        creditCents: 1600,
        packageName: 'Creator',
      });
      expect(String((await page(id)).body)).toContain('$15.00');
      expect((await press(id, 'pay')).status).toBe(303);
      expect(await h.balanceCents(userId)).toBe(1600);
      const v = await h.verify(cookie, id);
      expect(v.body).toEqual({
        success: true,
        message: 'Added $16.00 to your wallet (Creator).',
        current_balance: 16,
      });
      expect((await h.rechargesOf(id)).map((e) => [e.amountCents, e.description])).toEqual([
        [1600, 'Creator package'],
      ]);
    } finally {
      await editPackage('creator', {
        unitAmountCents: original.unitAmountCents,
        creditCents: original.creditCents,
        productName: original.productName,
        active: original.active,
      });
    }
  });

  it('pages the wallet history newest first, 20 at a time', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'studio');
    await press(id, 'pay');
    for (let i = 1; i <= 24; i += 1) await h.spend(userId, i);
    const first = await h.wallet(cookie);
    const data = first.body.data as {
      entries: { amount: number; balance_after: number }[];
      next_cursor: string;
    };
    expect(data.entries).toHaveLength(20);
    expect(data.entries[0]).toMatchObject({ amount: -0.24, balance_after: 45 - 3 });
    expect(data.next_cursor).toMatch(/^\d+$/);
    const second = await h.wallet(cookie, data.next_cursor);
    const rest = second.body.data as { entries: { amount: number; kind: string }[]; next_cursor: null };
    expect(rest.entries.map((e) => e.amount)).toEqual([-0.04, -0.03, -0.02, -0.01, 45]);
    expect(rest.next_cursor).toBeNull();
    expect((await h.wallet(cookie, 'abc')).status).toBe(400);
  });

  it('a paid session with another amount or currency credits nothing and is listed by `admin payments`', async () => {
    const real = h.payments as TestModeGateway;
    const lying: PaymentGateway = {
      provider: 'test',
      createCheckout: (r) => real.createCheckout(r),
      retrieveCheckout: async (id) => ({ ...(await real.retrieveCheckout(id)), amountTotal: 1 }),
      checkoutIdForPaymentIntent: (pi) => real.checkoutIdForPaymentIntent(pi),
      refundPayment: (r) => real.refundPayment(r),
      verifyWebhook: (b, s) => real.verifyWebhook(b, s),
    };
    const m = await paymentsHarness(driver, { payments: lying });
    try {
      const { cookie, userId } = await m.signedIn();
      const { id } = await m.checkoutFor(cookie);
      real.pay(id);
      const v = await m.verify(cookie, id);
      expect(v.status).toBe(409);
      expect(v.body).toMatchObject({
        code: 'payment_mismatch',
        message: expect.stringMatching(/contact support/),
      });
      expect(await m.balanceCents(userId)).toBe(0);
      const listed = await runAdminCommand(m.adminDeps, ['payments']);
      expect(listed.output).toContain(id);
      expect(listed.output).toContain('mismatch: paid 1 instead of 1500 cents');
    } finally {
      await m.dispose();
    }
  });
});

describe('the test-mode checkout page is for development on this machine only', () => {
  it('answers 404 to another machine, and 404 in production even on loopback', async () => {
    const t = await openTestDatabase('pglite');
    try {
      const gateway = new TestModeGateway(cryptoRandom);
      const { id } = await gateway.createCheckout({
        packageName: 'Starter',
        packageDescription: '',
        priceCents: 500,
        currency: 'usd',
        clientReferenceId: 'someone',
        successUrl: 'http://localhost/wallet-recharge/success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost/wallet-recharge',
        idempotencyKey: 'k',
      });
      const dev = buildApp(t.db, { payments: gateway }).app;
      const prod = buildApp(t.db, {
        payments: gateway,
        config: { ...testConfig(), appEnv: 'production' },
      }).app;
      const get = (app: typeof dev, remoteAddr: string) =>
        app.request(`http://localhost/dev/checkout/${id}`, {}, { remoteAddr });
      expect((await get(dev, '127.0.0.1')).status).toBe(200);
      expect((await get(dev, '203.0.113.5')).status).toBe(404);
      const forwarded = await dev.request(
        `http://localhost/dev/checkout/${id}/pay`,
        { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.5' } },
        { remoteAddr: '127.0.0.1' },
      );
      expect(forwarded.status).toBe(404);
      expect((await get(prod, '127.0.0.1')).status).toBe(404);
      const pay = await prod.request(
        `http://localhost/dev/checkout/${id}/pay`,
        { method: 'POST' },
        { remoteAddr: '127.0.0.1' },
      );
      expect(pay.status).toBe(404);
      expect(gateway.session(id)?.paymentStatus).toBe('unpaid');
    } finally {
      await t.dispose();
    }
  });
});
