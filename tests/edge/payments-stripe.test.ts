import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { checkouts } from '../../edge/db/schema/index.ts';
import type { StripeStandin } from '../standins/stripe.ts';
import { read } from './api-client.ts';
import { countAuthEvents } from './auth-helpers.ts';
import { drivers } from './helpers.ts';
import { stripeHarness } from './stripe-harness.ts';

describe.each(drivers)('Stripe Checkout through the stand-in on %s', (driver) => {
  let h: Awaited<ReturnType<typeof stripeHarness>>;
  let stripe: StripeStandin;
  beforeAll(async () => {
    h = await stripeHarness(driver);
    stripe = h.stripe;
  });
  afterAll(() => h.dispose());

  it('creates the session as the SDK sends it, and the signed webhook credits it exactly once', async () => {
    const { cookie, userId } = await h.signedIn();
    const r = await h.recharge(cookie, 'creator');
    expect(r.status).toBe(200);
    expect(String(r.body.url)).toMatch(new RegExp(`^${stripe.baseUrl}/c/pay/cs_test_`));
    const create = stripe.requests.find((q) => q.method === 'POST' && q.path === '/v1/checkout/sessions');
    expect(create?.headers).toMatchObject({
      authorization: `Bearer ${stripe.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'stripe-version': expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      'idempotency-key': expect.stringMatching(/^plume-checkout-[0-9a-f]{32}$/),
    });
    expect(create?.body).toMatchObject({
      mode: 'payment',
      client_reference_id: userId,
      success_url: 'http://localhost:8787/wallet-recharge/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:8787/wallet-recharge',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '1500', product_data: { name: 'Creator' } },
        },
      ],
    });
    const id = String(r.body.url).split('/').at(-1) ?? '';

    const early = await h.verify(cookie, id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'payment_not_completed' });

    await stripe.pay(id);
    expect(await stripe.send('checkout.session.completed', stripe.sessions.get(id))).toBe(200);
    expect(await h.balanceCents(userId)).toBe(1600);
    const event = stripe.events.at(-1)?.id ?? '';
    expect(await stripe.resend(event)).toBe(200);
    const v = await h.verify(cookie, id);
    expect(v.body).toEqual({
      success: true,
      message: 'Added $16.00 to your wallet (Creator).',
      current_balance: 16,
    });
    expect(await h.rechargesOf(id)).toHaveLength(1);
    expect(await h.balanceCents(userId)).toBe(1600);
    expect((await h.checkout(id))?.paymentIntent).toMatch(/^pi_/);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie);
    const session = await stripe.pay(id);
    expect(await stripe.send('checkout.session.completed', session, { secret: 'whsec_wrong' })).toBe(400);
    expect(await stripe.send('checkout.session.completed', session, { signature: 't=1,v1=00' })).toBe(400);
    const unsigned = await h.app.request(`${h.base}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stripe.events.at(-1)?.body ?? '',
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ code: 'bad_signature' });
    expect(await h.balanceCents(userId)).toBe(0);
    expect((await h.checkout(id))?.status).toBe('open');
    // The same event with Stripe's real signature is then accepted.
    expect(await stripe.send('checkout.session.completed', session)).toBe(200);
    expect(await h.balanceCents(userId)).toBe(1600);
  });

  it('marks an expired session and tells the success page so', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie);
    await stripe.expire(id, { send: true });
    expect((await h.checkout(id))?.status).toBe('expired');
    expect((await h.verify(cookie, id)).status).toBe(410);
    expect(await h.balanceCents(userId)).toBe(0);
  });

  it('a partial refund twice takes back the matching shares of the credit, and replays take nothing', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator'); // $15.00 for $16.00 of credit
    h.advance(1000); // each event at its own time after the sign-in, so the activities have one order
    await stripe.pay(id, { send: true });
    h.advance(1000);
    await stripe.refund(id, 500, { send: true });
    expect(await h.balanceCents(userId)).toBe(1600 - 533);
    const first = stripe.events.at(-1)?.id ?? '';
    h.advance(1000);
    await stripe.refund(id, 500, { send: true });
    expect(await h.balanceCents(userId)).toBe(1600 - 1067);
    h.advance(1000);
    expect(await stripe.resend(first)).toBe(200);
    expect(await stripe.resend(stripe.events.at(-1)?.id ?? '')).toBe(200);
    await stripe.refund(id, 500, { send: true });
    // Three thirds of the price take back the whole credit, not a cent more.
    expect(await h.balanceCents(userId)).toBe(0);
    expect((await h.checkout(id))?.reversedCents).toBe(1600);
    const reversals = (await h.ledger(userId)).filter((e) => e.kind === 'reversal');
    expect(reversals.map((e) => e.amountCents)).toEqual([-533, -534, -533]);
    expect(reversals.every((e) => e.reference.startsWith('refund:re_') && e.checkoutId === id)).toBe(true);
    // The dashboard lists the recharge and each refund once (the replays added nothing), newest first.
    const activities = await h.activitiesOf(cookie);
    expect(activities.slice(0, 4)).toEqual([
      ['reversal', 'Refund: $5.33 of the Creator credit was taken back.'],
      ['reversal', 'Refund: $5.34 of the Creator credit was taken back.'],
      ['reversal', 'Refund: $5.33 of the Creator credit was taken back.'],
      ['recharge', 'Recharged $16.00 (Creator).'],
    ]);
    expect(
      activities
        .slice(4)
        .map(([type]) => type)
        .sort(),
    ).toEqual(['sign-in', 'sign-up']);
  });

  it('a refund arriving before its completion event ends in the same balance', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator');
    await stripe.pay(id); // paid, but checkout.session.completed is late
    await stripe.refund(id, 500, { send: true });
    expect(await h.balanceCents(userId)).toBe(1600 - 533);
    expect(await stripe.send('checkout.session.completed', stripe.sessions.get(id))).toBe(200);
    expect(await h.balanceCents(userId)).toBe(1600 - 533);
    expect(await h.rechargesOf(id)).toHaveLength(1);
  });

  it('a dispute takes its share back', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'studio'); // $40.00 for $45.00
    await stripe.pay(id, { send: true });
    await stripe.dispute(id, 4000, { send: true });
    expect(await h.balanceCents(userId)).toBe(0);
    const [entry] = (await h.ledger(userId)).filter((e) => e.kind === 'reversal');
    expect(entry).toMatchObject({ amountCents: -4500, description: 'Dispute of the Studio package' });
    const activities = await h.activitiesOf(cookie);
    expect(activities.filter(([type]) => type === 'reversal' || type === 'recharge')).toEqual(
      expect.arrayContaining([
        ['reversal', 'Dispute: $45.00 of the Studio credit was taken back.'],
        ['recharge', 'Recharged $45.00 (Studio).'],
      ]),
    );
    expect(activities).toHaveLength(4);
  });

  it('records a shortfall when the credit was already spent, never going below zero, and lists it', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator');
    h.advance(1000); // after the sign-in's activities, so the list below has one order
    await stripe.pay(id, { send: true });
    await h.spend(userId, 1500);
    h.advance(1000);
    await stripe.refund(id, 1500, { send: true });
    expect(await h.balanceCents(userId)).toBe(0);
    expect(await h.checkout(id)).toMatchObject({ reversedCents: 1600, shortfallCents: 1500 });
    // A later recharge is not raided by a replay of the same refund.
    h.advance(1000);
    const again = await h.checkoutFor(cookie, 'starter');
    await stripe.pay(again.id, { send: true });
    const paymentIntent = String((await h.checkout(id))?.paymentIntent);
    const refundEvent = stripe.events.find(
      (e) => e.type === 'charge.refunded' && e.body.includes(paymentIntent),
    );
    expect(await stripe.resend(refundEvent?.id ?? '')).toBe(200);
    expect(await h.balanceCents(userId)).toBe(500);
    const listed = await runAdminCommand(h.adminDeps, ['payments']);
    expect(listed.output).toContain(id);
    expect(listed.output).toContain('$15.00 had already been spent (shortfall)');
    // The person reads what was taken and what could not be; the replay added no second line.
    expect((await h.activitiesOf(cookie)).slice(0, 3)).toEqual([
      ['recharge', 'Recharged $5.00 (Starter).'],
      ['reversal', 'Refund: $1.00 of the Creator credit was taken back; $15.00 had already been spent.'],
      ['recharge', 'Recharged $16.00 (Creator).'],
    ]);
    expect(await h.activitiesOf(cookie)).toHaveLength(5);
  });

  it('a delayed payment that fails marks the checkout failed; one that succeeds credits; other events are acknowledged', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'starter');
    const session = stripe.sessions.get(id);
    if (!session) throw new Error('no session');
    session.status = 'complete'; // the customer finished, the bank transfer is pending
    expect(await stripe.send('checkout.session.completed', session)).toBe(200);
    expect((await h.verify(cookie, id)).status).toBe(409);
    expect(await stripe.send('checkout.session.async_payment_failed', session)).toBe(200);
    expect((await h.checkout(id))?.status).toBe('failed');
    expect((await h.verify(cookie, id)).body).toMatchObject({ code: 'payment_failed' });

    const late = await h.checkoutFor(cookie, 'starter');
    const pending = stripe.sessions.get(late.id);
    if (!pending) throw new Error('no session');
    pending.status = 'complete';
    expect(await stripe.send('checkout.session.completed', pending)).toBe(200);
    await stripe.pay(late.id); // already complete: only the payment arrives now
    pending.payment_status = 'paid';
    pending.payment_intent = 'pi_late_transfer';
    expect(await stripe.send('checkout.session.async_payment_succeeded', pending)).toBe(200);
    expect(await h.balanceCents(userId)).toBe(500);

    expect(await stripe.send('customer.created', { id: 'cus_1', object: 'customer' })).toBe(200);
    // A large, validly signed event is not cut off by the API's 64 kB limit for JSON bodies.
    const big = { ...pending, metadata: { note: 'x'.repeat(100 * 1024) } };
    expect(await stripe.send('checkout.session.completed', big)).toBe(200);
    expect(await h.balanceCents(userId)).toBe(500);
  });

  it('answers 5xx when the effect cannot be completed, so Stripe retries, and the retry applies it', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator');
    await stripe.pay(id, { send: true });
    stripe.failNext(500, 2); // the refund list call fails, and the SDK's one retry too
    await stripe.refund(id, 1500, { send: true });
    const failed = stripe.events.at(-1)?.id ?? '';
    expect(h.deliveries.at(-1)).toEqual({ eventId: failed, status: 500 });
    expect(await h.eventRecorded(failed)).toBe(false);
    expect(await h.balanceCents(userId)).toBe(1600);
    expect(await stripe.resend(failed)).toBe(200);
    expect(await h.eventRecorded(failed)).toBe(true);
    expect(await h.balanceCents(userId)).toBe(0);
  });

  it('an effect failing inside its transaction answers 5xx, keeps no part of it nor the event id; the retry credits once', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator');
    const session = await stripe.pay(id);
    // The fault is the database's: it refuses this person's recharge activity, the third write of the
    // crediting transaction (after the checkout's status and the ledger row, before the event id).
    await failRechargeActivityOf(userId);
    try {
      expect(await stripe.send('checkout.session.completed', session)).toBe(500);
    } finally {
      await failRechargeActivityOf(undefined);
    }
    const event = stripe.events.at(-1)?.id ?? '';
    expect(await h.eventRecorded(event)).toBe(false);
    expect(await h.balanceCents(userId)).toBe(0);
    expect(await h.ledger(userId)).toEqual([]);
    expect(await h.checkout(id)).toMatchObject({ status: 'open', creditedAt: null });

    // Stripe retries the same event: now it applies, once; a further replay is a duplicate.
    h.advance(1000);
    expect(await stripe.resend(event)).toBe(200);
    expect(await h.eventRecorded(event)).toBe(true);
    expect(await stripe.resend(event)).toBe(200);
    expect(await h.rechargesOf(id)).toHaveLength(1);
    expect(await h.balanceCents(userId)).toBe(1600);
    expect((await h.checkout(id))?.status).toBe('credited');
    expect((await h.activitiesOf(cookie))[0]).toEqual(['recharge', 'Recharged $16.00 (Creator).']);
  });

  it('a checkout Stripe refuses to open answers 502, stores nothing, and counts towards the limit', async () => {
    const { cookie, userId } = await h.signedIn();
    stripe.failNext(500, 2); // the create call fails, and the SDK's one retry too
    const refused = await h.recharge(cookie, 'starter');
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ code: 'payment_processor_unavailable' });
    expect(await h.db.select().from(checkouts).where(eq(checkouts.userId, userId))).toEqual([]);
    // Retries of a refusing processor are bounded like successes: the call reached Stripe.
    expect(await countAuthEvents(h.db, 'checkout_opened:user', userId)).toBe(1);
    expect((await h.recharge(cookie, 'starter')).status).toBe(200);
  });

  it('a session completed while its payment is pending is not handed out again for the package', async () => {
    const { cookie } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'starter');
    const session = stripe.sessions.get(id);
    if (!session) throw new Error('no session');
    session.status = 'complete'; // the customer finished, the bank transfer is pending
    expect(await stripe.send('checkout.session.completed', session)).toBe(200);
    expect(await h.checkout(id)).toMatchObject({ status: 'open', url: null });
    expect((await h.checkoutFor(cookie, 'starter')).id).not.toBe(id);
  });

  // Last in this suite: it moves the clock a day past the sessions Stripe opened.
  it('reconcile asks once about a session past its expiry that Stripe still shows open, then never again', async () => {
    const { cookie, email } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator');
    const asked = () =>
      stripe.requests.filter((q) => q.method === 'GET' && q.path === `/v1/checkout/sessions/${id}`).length;
    const expiresAt = (await h.checkout(id))?.expiresAt?.getTime() ?? 0;
    h.advance(expiresAt + 6 * 60 * 1000 - h.clock.now().getTime()); // Stripe has not flipped it yet
    expect(stripe.sessions.get(id)?.status).toBe('open');
    expect((await runAdminCommand(h.adminDeps, ['payments', 'reconcile'])).exitCode).toBe(0);
    expect(asked()).toBe(1);
    expect(await h.checkout(id)).toMatchObject({ status: 'expired', url: null });
    await runAdminCommand(h.adminDeps, ['payments', 'reconcile']);
    expect(asked()).toBe(1);
    const { cookie: signedInAgain } = await h.signIn(email); // the first session went idle meanwhile
    expect((await h.checkoutFor(signedInAgain, 'creator')).id).not.toBe(id);
  });

  /** Makes the database refuse `userId`'s recharge activities (a failing write), or stops refusing. */
  it('a payment completed after its account was deleted is refunded through Stripe once and credits nothing', async () => {
    const { cookie, email, userId } = await h.signedIn();
    const r = await h.recharge(cookie, 'creator');
    const id = String(r.body.url).split('/').at(-1) ?? '';
    h.advance(120_000);
    expect((await read(h.api(cookie).user.account.delete.$post())).status).toBe(200);
    const code = /(\d{4})$/.exec(h.lastMailTo(email)?.subject ?? '')?.[1] ?? '';
    const deleted = await read(
      h.api(cookie).user.account.delete['verify-otp'].$post({ json: { otp: code } }),
    );
    expect(deleted.status).toBe(200);

    await stripe.pay(id, { send: true });
    await stripe.send('checkout.session.completed', h.stripe.sessions.get(id));
    const refundCalls = stripe.requests.filter((q) => q.method === 'POST' && q.path === '/v1/refunds');
    expect(refundCalls.map((q) => q.body)).toEqual([
      { payment_intent: expect.stringMatching(/^pi_/), amount: '1500' },
    ]);
    expect(refundCalls[0]?.headers['idempotency-key']).toBe(`plume-refund-closed-${id}`);
    expect(await h.checkout(id)).toMatchObject({
      status: 'account_closed',
      refundId: expect.stringMatching(/^re_/),
    });
    expect(await h.rechargesOf(id)).toEqual([]);
    expect(await h.balanceCents(userId)).toBe(0);
  });

  async function failRechargeActivityOf(userId: string | undefined) {
    await h.db.execute(sql`drop trigger if exists plume_test_refuse on activities`);
    if (!userId) return;
    if (!/^[0-9a-f-]{36}$/.test(userId)) throw new Error('not a user id');
    await h.db.execute(sql`
      create or replace function plume_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'injected failure: activities unavailable'; end $$`);
    await h.db.execute(
      sql.raw(`create trigger plume_test_refuse before insert on activities for each row
        when (new.type = 'recharge' and new.user_id = '${userId}') execute function plume_test_refuse()`),
    );
  }
});

describe.each(drivers)('the reconcile sweep alone on %s', (driver) => {
  it('credits a paid session whose webhook never came, marks the expired, reports both, and stays idempotent', async () => {
    const h = await stripeHarness(driver);
    try {
      const { cookie, userId } = await h.signedIn();
      const paid = await h.checkoutFor(cookie, 'creator');
      const unpaid = await h.checkoutFor(cookie, 'starter');
      const lapsed = await h.checkoutFor(cookie, 'studio');
      await h.stripe.pay(paid.id); // paid at Stripe; its webhook is lost
      await h.stripe.expire(lapsed.id); // ran out at Stripe; no webhook either
      h.advance(1000);
      expect(h.deliveries).toEqual([]);
      expect(await h.balanceCents(userId)).toBe(0);

      expect(await runAdminCommand(h.adminDeps, ['payments', 'reconcile'])).toEqual({
        exitCode: 0,
        output:
          'Open checkouts: 1 credited now, 1 still unpaid, 1 expired, 0 failed, 0 mismatched, ' +
          '0 unknown to the processor, 0 errors.',
      });
      expect(await h.balanceCents(userId)).toBe(1600);
      expect(await h.checkout(paid.id)).toMatchObject({
        status: 'credited',
        paymentIntent: expect.any(String),
      });
      expect((await h.checkout(unpaid.id))?.status).toBe('open');
      expect((await h.checkout(lapsed.id))?.status).toBe('expired');
      expect((await h.activitiesOf(cookie))[0]).toEqual(['recharge', 'Recharged $16.00 (Creator).']);

      // Run again, then the late webhook and the success page: nothing more is credited.
      expect((await runAdminCommand(h.adminDeps, ['payments', 'reconcile'])).output).toBe(
        'Open checkouts: 0 credited now, 1 still unpaid, 0 expired, 0 failed, 0 mismatched, ' +
          '0 unknown to the processor, 0 errors.',
      );
      expect(await h.stripe.send('checkout.session.completed', h.stripe.sessions.get(paid.id))).toBe(200);
      expect((await h.verify(cookie, paid.id)).body).toMatchObject({ success: true, current_balance: 16 });
      expect(await h.rechargesOf(paid.id)).toHaveLength(1);
      expect(await h.balanceCents(userId)).toBe(1600);
    } finally {
      await h.dispose();
    }
  });
});

describe('fulfilment raced on the PostgreSQL server', () => {
  let h: Awaited<ReturnType<typeof stripeHarness>>;
  beforeAll(async () => {
    h = await stripeHarness('pg');
  });
  afterAll(() => h.dispose());

  it('webhook, verify call and reconcile sweep at once, then replayed: credited exactly once', async () => {
    const { cookie, userId } = await h.signedIn();
    for (let round = 0; round < 3; round += 1) {
      const { id, webhook, verify, reconcile, replayedWebhook } = await h.payAndFulfilAtOnce(
        cookie,
        'starter',
      );
      expect(webhook).toBe(200);
      expect(verify.status).toBe(200);
      expect(reconcile.exitCode).toBe(0);
      expect(replayedWebhook).toBe(200);
      expect(await h.rechargesOf(id)).toHaveLength(1);
    }
    expect(await h.balanceCents(userId)).toBe(3 * 500);
    const ledger = await h.ledger(userId);
    expect(ledger).toHaveLength(3);
    expect(ledger.reduce((sum, e) => sum + e.amountCents, 0)).toBe(1500);
    expect(ledger.at(-1)?.balanceAfterCents).toBe(1500);
  });

  it('50 Buy Credits at once for one package open one Stripe session, and every answer is its page', async () => {
    const { cookie, userId } = await h.signedIn();
    const creates = () =>
      h.stripe.requests.filter((q) => q.method === 'POST' && q.path === '/v1/checkout/sessions').length;
    const before = creates();
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.recharge(cookie, 'creator')));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(creates() - before).toBe(1);
    const url = answers[0]?.body.url;
    expect(answers.every((a) => a.body.url === url)).toBe(true);
    // The record keeps the page and the expiry Stripe gave the session, for the next reuse.
    const id = String(url).split('/').at(-1) ?? '';
    const session = h.stripe.sessions.get(id);
    expect(await h.checkout(id)).toMatchObject({
      userId,
      url: session?.url,
      expiresAt: new Date((session?.expires_at ?? 0) * 1000),
    });
  });

  it('the same refund delivered twice at once with a second refund: each taken once', async () => {
    const { cookie, userId } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator');
    await h.stripe.pay(id, { send: true });
    await h.stripe.refund(id, 500, { send: true });
    const first = h.stripe.events.at(-1)?.id ?? '';
    await Promise.all([
      h.stripe.resend(first),
      h.stripe.resend(first),
      h.stripe.refund(id, 500, { send: true }),
    ]);
    expect(await h.balanceCents(userId)).toBe(1600 - 1067);
    expect((await h.ledger(userId)).filter((e) => e.kind === 'reversal')).toHaveLength(2);
  });
});
