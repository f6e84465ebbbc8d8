import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkouts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { recordActivity } from '../activity/record.ts';
import { enqueueMail, sendOutboxMail } from '../mail/outbox.ts';
import { receiptMail } from '../mail/wallet-templates.ts';
import { mailOrigin, receiptPath } from '../receipts/service.ts';
import { appendLedgerEntryIn, balanceOf } from '../wallet/ledger.ts';
import { type Checkout, findCheckout } from './checkouts.ts';
import { refundClosedAccountPayment } from './closed-account.ts';
import { type EventMark, recordEvent, recordEventAlone } from './events.ts';
import { CheckoutNotFound, type ProcessorCheckout } from './gateway.ts';

export type FulfilmentResult =
  /** `credited`: this call credited the wallet; `already_credited`: an earlier one did. */
  | { outcome: 'credited' | 'already_credited'; checkout: Checkout; balanceCents: number }
  | { outcome: 'unpaid' | 'expired' | 'failed' | 'mismatch' | 'account_closed'; checkout: Checkout }
  /** No checkout record, or the processor does not know the session. */
  | { outcome: 'unknown' };

export type FulfilDeps = Pick<Deps, 'db' | 'clock' | 'payments' | 'logger' | 'mailer' | 'config'>;

/** The outbox key of a recharge's receipt mail: one per checkout, whoever credits it. */
export const receiptMailKey = (checkoutId: string) => `receipt:${checkoutId}`;

/** Writes the receipt mail into the outbox inside the crediting transaction (sent after its commit). */
async function enqueueReceipt(tx: Db, config: FulfilDeps['config'], checkout: Checkout, at: Date) {
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, checkout.userId));
  if (!owner) throw new Error(`Checkout ${checkout.id} has no owner`);
  const mail = receiptMail({
    checkoutId: checkout.id,
    issuedAt: at,
    packageName: checkout.packageName,
    amountPaidCents: checkout.priceCents,
    currency: checkout.currency,
    creditCents: checkout.creditCents,
    paymentReference: checkout.paymentIntent ?? checkout.id,
    seller: { name: config.receipts.sellerName, address: config.receipts.sellerAddress },
    pageUrl: `${mailOrigin(config)}${receiptPath(checkout.id)}`,
    processorReceiptUrl: checkout.processorReceiptUrl,
  });
  await enqueueMail(tx, { key: receiptMailKey(checkout.id), to: owner.email, ...mail }, at);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Why a paid session must not be credited automatically, or null when it matches the snapshot. */
function mismatchOf(checkout: Checkout, session: ProcessorCheckout): string | null {
  if (session.amountTotal !== checkout.priceCents) {
    return `paid ${session.amountTotal ?? 'no amount'} instead of ${checkout.priceCents} cents`;
  }
  if (session.currency?.toLowerCase() !== checkout.currency) {
    return `paid in ${session.currency ?? 'no currency'} instead of ${checkout.currency}`;
  }
  if (session.clientReferenceId !== checkout.userId) return 'the session names another payer';
  return null;
}

/**
 * Stripe expires a session a little after its `expires_at` (and sends checkout.session.expired then).
 * Past the expiry by this much, an unpaid session can no longer be paid, whatever status it still
 * shows: it is marked expired, so the reconcile sweep stops asking about it. The margin also covers
 * a clock a little ahead of Stripe's; and should a payment arrive after all, the webhook and the
 * verify call still credit an expired checkout (only `credited` is final for them).
 */
export const EXPIRY_GRACE_MS = 5 * 60 * 1000;

/** Whether an unpaid session ran out: the processor says so, or its expiry passed (with the grace). */
const ranOut = (checkout: Checkout, session: ProcessorCheckout, now: Date) =>
  session.status === 'expired' ||
  (session.status === 'open' &&
    checkout.expiresAt !== null &&
    now.getTime() >= checkout.expiresAt.getTime() + EXPIRY_GRACE_MS);

/**
 * THE fulfilment of a checkout (ARCHITECTURE §6), keyed by the processor's session id and called by
 * the webhook, the success page's verify call and the reconcile sweep. It credits the snapshotted
 * credit only when the processor itself says `payment_status = paid` with the expected amount,
 * currency and payer. Exactly one caller credits however they race: the conditional transition
 * `status <> 'credited' → 'credited'` on the checkout row, the ledger row (reference
 * `checkout:<id>`), the activity and the webhook event's id commit in ONE transaction; a loser's
 * UPDATE waits on the winner's row lock, then matches nothing.
 */
export async function fulfilCheckout(
  deps: FulfilDeps,
  checkoutId: string,
  options: { event?: EventMark; asyncPaymentFailed?: boolean } = {},
): Promise<FulfilmentResult> {
  const { db, clock, payments, logger } = deps;
  const { event } = options;
  const checkout = await findCheckout(db, checkoutId);
  if (!checkout) {
    await recordEventAlone(db, event, clock.now());
    return { outcome: 'unknown' };
  }
  if (checkout.status === 'credited') {
    await recordEventAlone(db, event, clock.now());
    return { outcome: 'already_credited', checkout, balanceCents: await balanceOf(db, checkout.userId) };
  }
  if (checkout.status === 'account_closed') {
    await recordEventAlone(db, event, clock.now());
    // A refund that failed before is tried again by whoever looks next (webhook retry, reconcile).
    return { outcome: 'account_closed', checkout: await refundClosedAccountPayment(deps, checkout) };
  }

  let session: ProcessorCheckout;
  try {
    session = await payments.retrieveCheckout(checkoutId);
  } catch (error) {
    if (!(error instanceof CheckoutNotFound)) throw error;
    logger.warn('checkout unknown to the payment processor', { checkoutId });
    return { outcome: 'unknown' };
  }

  if (session.paymentStatus !== 'paid') {
    const now = clock.now();
    const next = ranOut(checkout, session, now)
      ? 'expired'
      : options.asyncPaymentFailed
        ? 'failed'
        : undefined;
    // A page the customer completed (a delayed payment pending) or that ran out is never handed out again.
    const pageSpent = session.status !== 'open' && checkout.url !== null;
    const updated = await db.transaction(async (tx) => {
      const [row] =
        next || pageSpent
          ? await tx
              .update(checkouts)
              .set({ ...(next ? { status: next } : {}), url: null, updatedAt: now })
              .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open')))
              .returning()
          : [];
      await recordEvent(tx, event, now);
      return row;
    });
    const status = updated?.status ?? checkout.status;
    const outcome = status === 'expired' || status === 'failed' ? status : 'unpaid';
    return { outcome, checkout: updated ?? checkout };
  }

  const problem = mismatchOf(checkout, session);
  if (problem) {
    const now = clock.now();
    logger.error('paid checkout does not match its record; nothing credited', { checkoutId, problem });
    const [row] = await db.transaction(async (tx) => {
      const rows = await tx
        .update(checkouts)
        .set({ status: 'mismatch', problem, paymentIntent: session.paymentIntent, updatedAt: now })
        .where(and(eq(checkouts.id, checkoutId), ne(checkouts.status, 'credited')))
        .returning();
      await recordEvent(tx, event, now);
      return rows;
    });
    return { outcome: 'mismatch', checkout: row ?? checkout };
  }

  const now = clock.now();
  const credited = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(checkouts)
      .set({
        status: 'credited',
        creditedAt: now,
        paymentIntent: session.paymentIntent,
        processorReceiptUrl: session.receiptUrl,
        updatedAt: now,
      })
      .where(
        and(
          eq(checkouts.id, checkoutId),
          ne(checkouts.status, 'credited'),
          ne(checkouts.status, 'account_closed'),
        ),
      )
      .returning();
    if (!won) {
      await recordEvent(tx, event, now);
      return null;
    }
    // The payer's row, locked after the checkout's (the order refunds take too): an account deletion
    // commits wholly before or after this. After it, the money must not land in a tombstone's wallet
    // (it would only be forfeited again): nothing is credited, and the payment goes back (below).
    const [payer] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, won.userId))
      .for('update');
    if (payer?.deletedAt) {
      const [closed] = await tx
        .update(checkouts)
        .set({
          status: 'account_closed',
          creditedAt: null,
          problem: 'paid after the account was deleted; nothing credited, the payment is refunded',
          updatedAt: now,
        })
        .where(eq(checkouts.id, won.id))
        .returning();
      await recordEvent(tx, event, now);
      const row: Checkout = closed ?? won;
      return { closed: row };
    }
    const entry = await appendLedgerEntryIn(
      tx,
      {
        userId: won.userId,
        kind: 'recharge',
        amountCents: won.creditCents,
        reference: `checkout:${won.id}`,
        description: `${won.packageName} package`,
        checkoutId: won.id,
      },
      now,
    );
    // The checkout row lock makes this the only writer of `checkout:<id>`: anything else is corruption.
    if (entry.status !== 'applied') throw new Error(`Recharge of checkout ${won.id} was not applied`);
    await recordActivity(tx, now, {
      userId: won.userId,
      type: 'recharge',
      message: `Recharged ${dollars(won.creditCents)} (${won.packageName}).`,
    });
    // The receipt commits with the credit or not at all: only the one winner of the race writes it.
    await enqueueReceipt(tx, deps.config, won, now);
    await recordEvent(tx, event, now);
    return { checkout: won, balanceCents: entry.balanceCents };
  });
  if (credited?.closed) {
    logger.warn('payment completed after its account was deleted; refunding', { checkoutId });
    return { outcome: 'account_closed', checkout: await refundClosedAccountPayment(deps, credited.closed) };
  }
  if (!credited) {
    const latest = (await findCheckout(db, checkoutId)) ?? checkout;
    if (latest.status === 'account_closed') {
      return { outcome: 'account_closed', checkout: await refundClosedAccountPayment(deps, latest) };
    }
    return {
      outcome: 'already_credited',
      checkout: latest,
      balanceCents: await balanceOf(db, latest.userId),
    };
  }
  logger.info('checkout credited', { checkoutId, creditCents: credited.checkout.creditCents });
  // After the commit, never before: a rolled-back credit must mail nothing. A refusal leaves the row
  // for the outbox sweep, and the payment stays credited whatever the mail does.
  await sendOutboxMail(deps, receiptMailKey(checkoutId)).catch((error) =>
    logger.warn('receipt mail left for the outbox sweep', { checkoutId, error: String(error) }),
  );
  return { outcome: 'credited', ...credited };
}
