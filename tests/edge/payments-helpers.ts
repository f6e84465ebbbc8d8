import { and, asc, eq } from 'drizzle-orm';
import { checkouts, users, walletLedger } from '../../edge/db/schema/index.ts';
import { recentActivitiesResponse } from '../../edge/features/activity/contract.ts';
import type { MailMessage } from '../../edge/features/mail/mailer.ts';
import type { PaymentGateway } from '../../edge/features/payments/gateway.ts';
import { appendLedgerEntry } from '../../edge/features/wallet/ledger.ts';
import { read } from './api-client.ts';
import { authHarness } from './auth-helpers.ts';
import type { TestDriver } from './helpers.ts';

let n = 0;

/** authHarness plus the calls of the money path, as the SPA makes them. */
export async function paymentsHarness(
  driver: TestDriver,
  options: {
    payments?: PaymentGateway;
    env?: Record<string, string>;
    /** Runs before each mail is kept; throw from it to make the transport refuse that mail. */
    beforeSend?: (mail: MailMessage) => void;
  } = {},
) {
  const h = await authHarness(driver, {
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.beforeSend ? { beforeSend: options.beforeSend } : {}),
  });

  /** A new person, signed in through the e-mail code flow. */
  async function signedIn(name = 'buyer') {
    const email = `${name}-${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { cookie } = await h.signIn(email);
    const [user] = await h.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user after sign-in');
    return { cookie, email, userId: user.id };
  }

  // The client puts params into the path as given; the SPA encodes them, so does this.
  const recharge = (cookie: string | undefined, priceId: string) =>
    read(
      h
        .api(cookie)
        .user.wallet.recharge[':priceId'].$post({ param: { priceId: encodeURIComponent(priceId) } }),
    );

  /** Starts a checkout and returns its session id (the last path segment or the processor's id). */
  async function checkoutFor(cookie: string, priceId = 'creator') {
    const r = await recharge(cookie, priceId);
    if (r.status !== 200) throw new Error(`recharge ${r.status}: ${JSON.stringify(r.body)}`);
    const url = String(r.body.url);
    return { url, id: url.split('/').at(-1) ?? '' };
  }

  const verify = (cookie: string, sessionId: string) =>
    read(
      h.api(cookie).user['wallet-recharge'].session[':sessionId'].$post({
        param: { sessionId: encodeURIComponent(sessionId) },
      }),
    );

  const wallet = (cookie: string, cursor?: string) =>
    read(h.api(cookie).user.wallet.$get({ query: cursor ? { cursor } : {} }));

  const balanceCents = async (userId: string) => {
    const [row] = await h.db.select({ b: users.balanceCents }).from(users).where(eq(users.id, userId));
    return row?.b;
  };

  const ledger = (userId: string) =>
    h.db.select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(asc(walletLedger.seq));

  const rechargesOf = (checkoutId: string) =>
    h.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.checkoutId, checkoutId), eq(walletLedger.kind, 'recharge')));

  /** Spends money the way support would take it: an adjustment through the ledger function. */
  const spend = (userId: string, cents: number) =>
    appendLedgerEntry(h.db, {
      userId,
      kind: 'adjustment',
      amountCents: -cents,
      reference: `test-spend:${userId}:${++n}`,
      description: 'Test spend',
    });

  const checkout = async (id: string) => (await h.db.select().from(checkouts).where(eq(checkouts.id, id)))[0];

  /** The person's recent activities as the dashboard lists them, newest first: [type, message]. */
  async function activitiesOf(cookie: string) {
    const r = await read(h.api(cookie).user['recent-activities'].$get());
    if (r.status !== 200) throw new Error(`recent-activities ${r.status}: ${JSON.stringify(r.body)}`);
    return recentActivitiesResponse.parse(r.body).data.activites.map((a) => [a.type, a.message]);
  }

  /** One page of GET /user/wallet/receipts/{id}, as the receipt page asks for it. */
  const receipt = (cookie: string | undefined, id: string) =>
    read(h.api(cookie).user.wallet.receipts[':id'].$get({ param: { id: encodeURIComponent(id) } }));

  /** The receipt mails sent to `email`, oldest first. */
  const receiptMailsTo = (email: string) =>
    h.mails.filter((m) => m.to === email && m.subject.startsWith('Your Plume receipt'));

  return {
    ...h,
    receipt,
    receiptMailsTo,
    signedIn,
    recharge,
    checkoutFor,
    verify,
    wallet,
    balanceCents,
    ledger,
    rechargesOf,
    spend,
    checkout,
    activitiesOf,
  };
}
