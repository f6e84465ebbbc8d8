import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOutbox } from '../../edge/features/mail/outbox.ts';
import type { TestModeGateway } from '../../edge/features/payments/test-gateway.ts';
import { drivers } from './helpers.ts';
import { paymentsHarness } from './payments-helpers.ts';
import { stripeHarness } from './stripe-harness.ts';

const PAGE = (id: string) => `http://localhost:8787/wallet/receipts/${id}`;

describe.each(drivers)('receipts of recharges through the test-mode checkout on %s', (driver) => {
  let h: Awaited<ReturnType<typeof paymentsHarness>>;
  /** Mail to this address fails, as a transport outage would. */
  let failingTo: string | undefined;
  beforeAll(async () => {
    h = await paymentsHarness(driver, {
      beforeSend: (mail) => {
        if (mail.to === failingTo) throw new Error('SMTP 421 try again later');
      },
    });
  });
  afterAll(() => h.dispose());

  async function paid(cookie: string, priceId = 'creator') {
    const { id } = await h.checkoutFor(cookie, priceId);
    (h.payments as TestModeGateway).pay(id);
    expect((await h.verify(cookie, id)).status).toBe(200);
    return id;
  }

  it('shows its owner the receipt, links it from the wallet history and mails it once', async () => {
    const { cookie, email } = await h.signedIn();
    const id = await paid(cookie);
    await h.verify(cookie, id);
    await h.verify(cookie, id);

    const r = await h.receipt(cookie, id);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      data: {
        id,
        date: '2026-01-15T12:00:00.000Z',
        package: 'Creator',
        amount_paid: 15,
        currency: 'usd',
        credit_added: 16,
        payment_reference: expect.stringMatching(/^pi_plume_test_/),
        processor_receipt_url: null,
        customer_email: email,
        seller: {
          name: 'Plume (development seller)',
          address: '1 Example Street, 00000 Example City (development address)',
        },
        reversals: [],
      },
    });
    const history = await h.wallet(cookie);
    expect(history.body).toMatchObject({ data: { entries: [{ kind: 'recharge', receipt_id: id }] } });

    const mails = h.receiptMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Plume receipt: $16.00 added to your wallet');
    expect(mails[0]?.text).toContain('Amount paid: $15.00 USD');
    expect(mails[0]?.text).toContain('Credit added: $16.00');
    expect(mails[0]?.text).toContain(`Printable receipt: ${PAGE(id)}`);
    expect(mails[0]?.text).toContain('Sold by Plume (development seller), 1 Example Street');
    expect(mails[0]?.html).toContain(`href="${PAGE(id)}"`);
  });

  it("answers another person's receipt, an unpaid checkout and an unknown id alike with 404, and a visitor with 401", async () => {
    const owner = await h.signedIn();
    const other = await h.signedIn('other');
    const id = await paid(owner.cookie, 'starter');
    const open = await h.checkoutFor(owner.cookie, 'studio');
    for (const [cookie, which] of [
      [other.cookie, id],
      [owner.cookie, open.id],
      [owner.cookie, 'cs_plume_test_nothing'],
    ] as const) {
      const r = await h.receipt(cookie, which);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, code: 'receipt_not_found' });
    }
    expect((await h.receipt(undefined, id)).status).toBe(401);
    expect((await h.receipt(owner.cookie, 'a/../b')).status).toBe(400);
    expect(h.receiptMailsTo(other.email)).toEqual([]);
  });

  it('a receipt the mail transport refused goes out later from the outbox, once', async () => {
    const { cookie, email } = await h.signedIn('unlucky');
    failingTo = email;
    const id = await paid(cookie, 'starter');
    expect(h.receiptMailsTo(email)).toEqual([]);
    expect(h.logs.some((l) => l.includes('outbox mail not sent'))).toBe(true);
    failingTo = undefined;
    await sweepOutbox(h.adminDeps); // too early: the retry waits a minute
    expect(h.receiptMailsTo(email)).toEqual([]);
    h.advance(60 * 1000);
    await sweepOutbox(h.adminDeps);
    await sweepOutbox(h.adminDeps);
    expect(h.receiptMailsTo(email)).toHaveLength(1);
    expect(h.receiptMailsTo(email)[0]?.text).toContain(PAGE(id));
  });
});

describe.each(drivers)('receipts of Stripe payments on %s', (driver) => {
  let h: Awaited<ReturnType<typeof stripeHarness>>;
  beforeAll(async () => {
    h = await stripeHarness(driver);
  });
  afterAll(() => h.dispose());

  it("carries Stripe's own receipt link, then lists a refund and a dispute of the payment", async () => {
    const { cookie, email } = await h.signedIn();
    const { id } = await h.checkoutFor(cookie, 'creator'); // $15.00 for $16.00 of credit
    await h.stripe.pay(id, { send: true });
    const first = await h.receipt(cookie, id);
    const stripeReceipt = String(
      (first.body.data as { processor_receipt_url: string }).processor_receipt_url,
    );
    expect(stripeReceipt).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\/payment\/ch_[0-9a-f]+$/);
    expect(first.body).toMatchObject({
      data: { payment_reference: expect.stringMatching(/^pi_/), reversals: [] },
    });
    const [mail] = h.receiptMailsTo(email);
    expect(mail?.text).toContain(`Payment processor's receipt: ${stripeReceipt}`);

    h.advance(1000);
    await h.stripe.refund(id, 500, { send: true });
    h.advance(1000);
    await h.stripe.dispute(id, 1000, { send: true });
    const after = await h.receipt(cookie, id);
    expect((after.body.data as { reversals: unknown }).reversals).toEqual([
      { kind: 'refund', date: '2026-01-15T12:00:01.000Z', amount: 5, credit_reversed: 5.33 },
      { kind: 'dispute', date: '2026-01-15T12:00:02.000Z', amount: 10, credit_reversed: 10.67 },
    ]);
    // The reversals in the history point at the same receipt.
    const { entries } = (await h.wallet(cookie)).body.data as {
      entries: { kind: string; receipt_id: string }[];
    };
    expect(entries.map((e) => [e.kind, e.receipt_id])).toEqual([
      ['reversal', id],
      ['reversal', id],
      ['recharge', id],
    ]);
    expect(h.receiptMailsTo(email)).toHaveLength(1);
  });
});

describe('the receipt e-mail under raced fulfilment on the PostgreSQL server', () => {
  let h: Awaited<ReturnType<typeof stripeHarness>>;
  beforeAll(async () => {
    h = await stripeHarness('pg');
  });
  afterAll(() => h.dispose());

  it('webhook, verify call and reconcile sweep at once, then replayed: one receipt e-mail per payment', async () => {
    const { cookie, email } = await h.signedIn();
    const ids: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      // A second verify call and the outbox sweep join the race: each may send the receipt mail.
      const { id } = await h.payAndFulfilAtOnce(cookie, 'starter', (checkout) => [
        h.verify(cookie, checkout),
        sweepOutbox(h.adminDeps),
      ]);
      ids.push(id);
    }
    h.advance(60 * 60 * 1000);
    await sweepOutbox(h.adminDeps);
    const mails = h.receiptMailsTo(email);
    expect(mails).toHaveLength(3);
    expect(ids.map((id) => mails.filter((m) => m.text.includes(PAGE(id))).length)).toEqual([1, 1, 1]);
  });
});
