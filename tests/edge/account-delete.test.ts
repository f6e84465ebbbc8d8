import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { checkouts, loginCodes, users, walletLedger } from '../../edge/db/schema/index.ts';
import { fulfilCheckout } from '../../edge/features/payments/fulfil.ts';
import type { TestModeGateway } from '../../edge/features/payments/test-gateway.ts';
import { type AccountHarness, accountHarness } from './account-helpers.ts';
import { read } from './api-client.ts';
import { codeOf, wrongFor } from './auth-helpers.ts';
import { drivers } from './helpers.ts';

describe.each(drivers)('account deletion on %s', (driver) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await accountHarness(driver);
  });
  afterAll(() => h.dispose());

  const userRow = async (id: string) => (await h.db.select().from(users).where(eq(users.id, id)))[0];

  it('mails a code that says what is lost, and deletes everything personal once it is entered', async () => {
    const me = await h.filledPerson('gone');
    h.advance(120_000);
    const second = await h.signIn(me.email, { ip: '198.51.100.77' }); // another device
    const before = await userRow(me.id);
    const balance = before?.balanceCents ?? 0;
    expect(balance).toBeGreaterThan(0);

    h.advance(120_000);
    const { asked, code } = await h.deletionCode(me.cookie, me.email);
    expect(asked.body).toMatchObject({ success: true, expires_in: 600, balance_forfeited: balance / 100 });
    const mail = h.lastMailTo(me.email);
    expect(mail?.subject).toBe(`Your Plume account deletion code: ${code}`);
    expect(mail?.text).toContain(`forfeits your remaining balance of $${(balance / 100).toFixed(2)}`);
    expect(mail?.text).not.toMatch(/link=/);

    const done = await h.confirmDeletion(me.cookie, code);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });
    expect(done.res.headers.get('set-cookie')).toMatch(/plume_session=;/);
    // Every device is signed out.
    expect((await h.userInfo(me.cookie)).status).toBe(401);
    expect((await h.userInfo(second.cookie)).status).toBe(401);

    const rows = await h.rowsOf(me.id);
    expect(rows).toMatchObject({
      activities: 0,
      blobs: 0,
      concepts: 0,
      generations: 0,
      handleExamples: 0,
      identities: 0,
      posts: 0,
      sessions: 0,
      supportMessages: 0,
    });
    // The tombstone: no address, no profile, no money; the ledger kept and balanced by the forfeit.
    const tomb = await userRow(me.id);
    expect(tomb).toMatchObject({
      email: `deleted:${me.id}`,
      name: '',
      background: '',
      yourHandles: [],
      balanceCents: 0,
      deletedAt: h.clock.now(),
    });
    const ledger = await h.db.select().from(walletLedger).where(eq(walletLedger.userId, me.id));
    expect(rows.ledger).toBe(ledger.length);
    expect(ledger.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect(ledger.find((e) => e.reference === `account-deleted:${me.id}`)).toMatchObject({
      kind: 'adjustment',
      amountCents: -balance,
      balanceAfterCents: 0,
    });
    // The receipt stays for accounting.
    expect(await h.db.select().from(checkouts).where(eq(checkouts.id, me.checkoutId))).toHaveLength(1);
    expect(await h.db.select().from(loginCodes).where(eq(loginCodes.email, me.email))).toEqual([]);
  });

  it('the same address signs up again as a new, empty account', async () => {
    const me = await h.filledPerson('again');
    h.advance(120_000);
    const { code } = await h.deletionCode(me.cookie, me.email);
    expect((await h.confirmDeletion(me.cookie, code)).status).toBe(200);

    h.advance(120_000);
    const fresh = await h.signIn(me.email);
    const info = await h.userInfo(fresh.cookie);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ email: me.email, name: '', current_balance: 0 });
    const [now] = await h.db.select().from(users).where(eq(users.email, me.email));
    expect(now?.id).not.toBe(me.id);
    expect(await h.rowsOf(now?.id ?? '')).toMatchObject({
      posts: 0,
      concepts: 0,
      ledger: 0,
      supportMessages: 0,
    });
  });

  it('takes no sign-in code as a deletion code, and gives no sign-in for a deletion code', async () => {
    const me = await h.person(1_00);
    h.advance(120_000);
    const signIn = await h.requestCode(me.email, 'login');
    expect((await h.confirmDeletion(me.cookie, signIn.code ?? '')).status).toBe(400);
    h.advance(120_000);
    const { code } = await h.deletionCode(me.cookie, me.email);
    expect((await h.verify(me.email, code)).status).toBe(400);
    // The sign-in code is still whole (a deletion request does not replace it), and so is the account.
    expect((await userRow(me.id))?.deletedAt).toBeNull();
    expect((await h.verify(me.email, signIn.code ?? '')).status).toBe(200);
  });

  it('counts wrong codes: the third kills the code, and a missing or malformed one deletes nothing', async () => {
    const me = await h.person(1_00);
    h.advance(120_000);
    const { code } = await h.deletionCode(me.cookie, me.email);
    expect((await h.confirmDeletion(undefined, code)).status).toBe(401);
    expect((await h.confirmDeletion(me.cookie, 'abcd')).status).toBe(400);
    for (let i = 0; i < 3; i += 1)
      expect((await h.confirmDeletion(me.cookie, wrongFor(code))).status).toBe(400);
    expect((await h.confirmDeletion(me.cookie, code)).status).toBe(400);
    expect((await userRow(me.id))?.deletedAt).toBeNull();
    expect((await h.userInfo(me.cookie)).status).toBe(200);
  });

  it('refuses a forged cross-site request and a second code inside the cooldown', async () => {
    const me = await h.person(0);
    h.advance(120_000);
    const forged = await read(
      h.api(me.cookie, { headers: { origin: 'https://evil.example' } }).user.account.delete.$post(),
    );
    expect(forged.status).toBe(403);
    await h.deletionCode(me.cookie, me.email);
    const again = await h.askDeletion(me.cookie);
    expect(again.status).toBe(429);
    expect(Number(again.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a token issued before the deletion signs no one in after it', async () => {
    const me = await h.person(0);
    h.advance(120_000);
    const signInCode = await h.requestCode(me.email, 'login');
    const verified = await h.verify(me.email, signInCode.code ?? '');
    const customToken = String(verified.body['custom-token']);
    h.advance(120_000);
    const { code } = await h.deletionCode(me.cookie, me.email);
    expect((await h.confirmDeletion(me.cookie, code)).status).toBe(200);
    const idToken = await h.identityToken(customToken);
    const session = idToken.status === 200 ? await h.createSession(String(idToken.body.id_token)) : idToken;
    expect(session.status).toBe(401);
  });

  it('a payment completing after the deletion credits nothing, is refunded and listed for the operator', async () => {
    const me = await h.person(0);
    const r = await read(
      h.api(me.cookie).user.wallet.recharge[':priceId'].$post({ param: { priceId: 'creator' } }),
    );
    const checkoutId = String(r.body.url).split('/').at(-1) ?? '';
    h.advance(120_000);
    const { code } = await h.deletionCode(me.cookie, me.email);
    expect((await h.confirmDeletion(me.cookie, code)).status).toBe(200);

    const gateway = h.payments as TestModeGateway;
    gateway.pay(checkoutId);
    const deps = { ...h.adminDeps, payments: h.payments };
    const first = await fulfilCheckout(deps, checkoutId);
    expect(first.outcome).toBe('account_closed');
    // A replay (webhook retry, reconcile) refunds nothing more.
    expect((await fulfilCheckout(deps, checkoutId)).outcome).toBe('account_closed');
    const refunds = [...gateway.refunds.values()];
    expect(refunds).toEqual([
      expect.objectContaining({ paymentIntent: expect.stringMatching(/^pi_/), amountCents: 15_00 }),
    ]);

    const [row] = await h.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row).toMatchObject({ status: 'account_closed', refundId: refunds[0]?.id, creditedAt: null });
    const credited = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, me.id), eq(walletLedger.kind, 'recharge')));
    expect(credited[0]?.n).toBe(0);
    expect((await userRow(me.id))?.balanceCents).toBe(0);
    const listed = await runAdminCommand(h.adminDeps, ['payments']);
    expect(listed.output).toContain(checkoutId);
    expect(listed.output).toContain(`refunded in full (${refunds[0]?.id})`);
  });

  it('the deletion code mail subject ends with the code', async () => {
    const me = await h.person(0);
    h.advance(120_000);
    const { code } = await h.deletionCode(me.cookie, me.email);
    expect(codeOf(h.lastMailTo(me.email))).toBe(code);
  });
});
