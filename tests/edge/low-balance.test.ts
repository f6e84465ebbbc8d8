import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../edge/db/schema/index.ts';
import { sweepOutbox } from '../../edge/features/mail/outbox.ts';
import { release, reserve } from '../../edge/features/wallet/charges.ts';
import { appendLedgerEntry } from '../../edge/features/wallet/ledger.ts';
import { drivers } from './helpers.ts';
import { paymentsHarness } from './payments-helpers.ts';

let n = 0;

describe.each(drivers)('the low-balance warning on %s', (driver) => {
  let h: Awaited<ReturnType<typeof paymentsHarness>>;
  beforeAll(async () => {
    h = await paymentsHarness(driver);
  });
  afterAll(() => h.dispose());

  const chargeDeps = () => ({ db: h.db, clock: h.clock, logger: h.adminDeps.logger, config: h.config });
  const charge = (userId: string, cents: number) =>
    reserve(chargeDeps(), { userId, cents, reference: `low-test:${++n}`, description: 'Concept generation' });
  const credit = (userId: string, cents: number) =>
    appendLedgerEntry(h.db, {
      userId,
      kind: 'adjustment',
      amountCents: cents,
      reference: `low-test-credit:${++n}`,
      description: 'Support credit',
    });
  /** What the person's inbox got after the outbox ran. */
  const warningsTo = async (email: string) => {
    await sweepOutbox(h.adminDeps);
    return h.mails.filter((m) => m.to === email && m.subject.includes('running low'));
  };
  const profile = (cookie: string) => h.userInfo(cookie).then((r) => r.body.data as Record<string, unknown>);
  const save = async (cookie: string, threshold: unknown) => {
    const { email: _e, profile_completion: _p, current_balance: _c, ...rest } = await profile(cookie);
    return h.call('/api/user/info', {
      method: 'PUT',
      body: { ...rest, low_balance_threshold: threshold },
      headers: { cookie, origin: 'http://localhost:8787' },
    });
  };

  it('keeps the threshold in the profile: $1.00 at first, a new one in whole cents, refusals named', async () => {
    const { cookie, userId } = await h.signedIn();
    expect(await profile(cookie)).toMatchObject({ low_balance_threshold: 1 });
    expect((await save(cookie, 2.5)).status).toBe(200);
    expect(await profile(cookie)).toMatchObject({ low_balance_threshold: 2.5 });
    for (const [bad, message] of [
      [0.001, 'The low-balance warning is in whole cents.'],
      [-1, 'The low-balance warning cannot be below $0.00.'],
      [1001, 'The low-balance warning is at most $1000.00.'],
      ['1', 'The low-balance warning must be an amount in dollars.'],
    ] as const) {
      const r = await save(cookie, bad);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ message: `low_balance_threshold: ${message}` });
    }
    // A save without it (an older client) keeps it.
    expect((await save(cookie, undefined)).status).toBe(200);
    const [row] = await h.db.select().from(users).where(eq(users.id, userId));
    expect(row?.lowBalanceThresholdCents).toBe(250);
  });

  it('mails once when a charge takes the balance below it, and again only after new money above it', async () => {
    const { email, userId } = await h.signedIn();
    await credit(userId, 120);
    await charge(userId, 10); // 110: still above $1.00
    expect(await warningsTo(email)).toEqual([]);
    const held = await charge(userId, 20); // 90: below
    const [first, ...others] = await warningsTo(email);
    expect(others).toEqual([]);
    expect(first?.subject).toBe('Your Plume wallet is running low: $0.90 left');
    expect(first?.text).toContain('below the $1.00 you asked us to warn you at');
    expect(first?.text).toContain('Recharge: http://localhost:8787/wallet-recharge');
    expect(first?.text).toContain('http://localhost:8787/user-info');

    await charge(userId, 10); // 80
    await release(chargeDeps(), held.reference, 'the generation failed'); // 100: a charge returned, not new money
    await charge(userId, 20); // 80 again
    expect(await warningsTo(email)).toHaveLength(1);

    await credit(userId, 100); // 180: new money above the threshold re-arms it
    await charge(userId, 90); // 90
    expect(await warningsTo(email)).toHaveLength(2);
    const rows = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows.every((r) => r.key.startsWith('low-balance:') && r.sentAt !== null)).toBe(true);
  });

  it('never warns with a threshold of $0.00, nor when the balance was already below it', async () => {
    const { cookie, email, userId } = await h.signedIn();
    await credit(userId, 50);
    await charge(userId, 10); // 40, from below $1.00: no crossing
    expect((await save(cookie, 0)).status).toBe(200);
    await credit(userId, 100);
    await charge(userId, 140); // to zero
    expect(await warningsTo(email)).toEqual([]);
  });
});
