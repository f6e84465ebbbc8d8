import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { moneyHolderId } from './user-columns.ts';

/** Buying credit (ARCHITECTURE §6): checkout sessions, what refunds took back, webhook events seen. */

export const paymentProviders = ['stripe', 'test'] as const;

/**
 * Where a checkout stands on Plume's side: `open` until the processor says paid (→ `credited`, once,
 * by the conditional transition in fulfilment), the session expired (`expired`), the delayed payment
 * failed (`failed`), or the processor reported another amount, currency or payer than the snapshot
 * (`mismatch`: nothing credited, listed by `npm run admin -- payments` for a person to look at), or
 * the payment completed after its payer deleted the account (`account_closed`: nothing credited, the
 * payment refunded through the processor, listed by `npm run admin -- payments`).
 */
export const checkoutStatuses = [
  'open',
  'credited',
  'expired',
  'failed',
  'mismatch',
  'account_closed',
] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/**
 * One row per payment-processor checkout session (ARCHITECTURE §6), written when the session is
 * created: the package's credit and price are snapshotted then, so editing a package later changes
 * nothing in flight. Fulfilment credits `credit_cents` exactly once (ledger reference
 * `checkout:<id>`); refunds and disputes add to `reversed_cents` (the share of the credit taken back
 * or owed) and `shortfall_cents` (the part the wallet no longer held: already spent).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** The processor's session id (Stripe `cs_…`, test mode `cs_plume_test_…`). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    userId: moneyHolderId(),
    /** The package bought (no foreign key: the snapshot below is what counts, even if it is retired). */
    priceId: text('price_id').notNull(),
    packageName: text('package_name').notNull(),
    creditCents: integer('credit_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** ISO 4217, lower case as the processor writes it ('usd'). */
    currency: text('currency').notNull(),
    /** Known once the payment is made; refunds and disputes name the payment intent, not the session. */
    paymentIntent: text('payment_intent'),
    /** The processor's own receipt page for the payment (Stripe's charge `receipt_url`), once credited. */
    processorReceiptUrl: text('processor_receipt_url'),
    status: text('status', { enum: checkoutStatuses }).notNull().default('open'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    reversedCents: integer('reversed_cents').notNull().default(0),
    shortfallCents: integer('shortfall_cents').notNull().default(0),
    /** Why the checkout needs a person (a mismatch, a closed account), as `admin payments` shows it. */
    problem: text('problem'),
    /**
     * The processor's refund of a payment made after the account was deleted (`account_closed`); null
     * until the refund call succeeded, so the reconcile sweep knows which refunds to try again.
     */
    refundId: text('refund_id'),
    /**
     * The processor's page for paying this session, kept so the person's next Buy Credits for the same
     * package reuses it instead of opening another session. Null once the processor says the session
     * was completed or ran out (and on rows made before this column): the page can no longer be used.
     */
    url: text('url'),
    /** When the processor lets the session run out (Stripe's `expires_at`); null on rows made before it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkouts_provider', sql`${t.provider} in ('stripe', 'test')`),
    check(
      'checkouts_status',
      sql`${t.status} in ('open', 'credited', 'expired', 'failed', 'mismatch', 'account_closed')`,
    ),
    check('checkouts_credit_positive', sql`${t.creditCents} > 0`),
    check('checkouts_price_positive', sql`${t.priceCents} > 0`),
    check('checkouts_currency', sql`${t.currency} ~ '^[a-z]{3}$'`),
    check('checkouts_credited_at', sql`(${t.status} = 'credited') = (${t.creditedAt} is not null)`),
    check(
      'checkouts_reversed_within_credit',
      sql`${t.reversedCents} >= 0 and ${t.reversedCents} <= ${t.creditCents}`,
    ),
    check(
      'checkouts_shortfall_within_reversed',
      sql`${t.shortfallCents} >= 0 and ${t.shortfallCents} <= ${t.reversedCents}`,
    ),
    index('checkouts_user_created_idx').on(t.userId, t.createdAt),
    index('checkouts_payment_intent_idx').on(t.paymentIntent),
    index('checkouts_open_created_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Each refund or dispute applied to a checkout, keyed by the processor's id (`refund:re_…`,
 * `dispute:dp_…`), so a replayed or re-listed refund is taken back once, even when the wallet was
 * empty and no ledger row could be written. `share_cents` is the credit it stands for; `taken_cents`
 * what the wallet gave back (the rest is the shortfall).
 */
export const checkoutReversals = pgTable(
  'checkout_reversals',
  {
    key: text('key').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    /** The processor's amount refunded or disputed, in the checkout's currency. */
    processorAmountCents: integer('processor_amount_cents').notNull(),
    shareCents: integer('share_cents').notNull(),
    takenCents: integer('taken_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('checkout_reversals_amounts', sql`${t.takenCents} >= 0 and ${t.takenCents} <= ${t.shareCents}`),
    index('checkout_reversals_checkout_idx').on(t.checkoutId),
  ],
);

/**
 * Webhook events already handled, recorded in the same transaction as their effect: a replay (the
 * processor retries until it sees a 2xx) is answered at once and changes nothing.
 */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
