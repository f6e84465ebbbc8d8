import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { checkouts } from './payments.ts';
import { moneyHolderId } from './user-columns.ts';

/** Money (ARCHITECTURE §4, §6): the append-only ledger and the holds of generations in flight. */

/**
 * Every kind of balance change and the sign its amount must have (a CHECK in the database holds the same
 * rule): a recharge, a release and a grant (the welcome credit, given not bought) add money, a reservation
 * (a generation's hold) and a reversal (a refund or dispute taking a recharge back) remove it, an
 * adjustment by support may go either way.
 */
export const ledgerKinds = ['recharge', 'reservation', 'release', 'reversal', 'adjustment', 'grant'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * Append-only wallet ledger (ARCHITECTURE §4): signed integer cents, one row per balance change,
 * `reference` is the idempotency key (unique), balance_after_cents snapshots the running balance.
 * A trigger (migration 0003) refuses UPDATE and DELETE, so history can only grow.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    userId: moneyHolderId(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull().unique(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    /** What a person reads in their wallet history: the package, what a generation paid for, the reason. */
    description: text('description').notNull().default(''),
    /** The hold this row opens or returns (kinds reservation and release). */
    reservationId: uuid('reservation_id').references(() => reservations.id),
    /** The checkout a recharge credits or a reversal (refund, dispute) takes back. */
    checkoutId: text('checkout_id').references(() => checkouts.id),
    /**
     * Insertion order, the wallet history's page key: rows written by one clock tick (or by a test's
     * fixed clock) still list newest first, exactly, which created_at + a random id cannot promise.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_created_idx').on(t.userId, t.createdAt),
    index('wallet_ledger_user_seq_idx').on(t.userId, t.seq),
    index('wallet_ledger_checkout_idx').on(t.checkoutId),
    // The wallet history names the charge a release gives back (edge/features/wallet/history.ts) by its
    // hold: without this, each page read all of the person's ledger to find those few rows.
    index('wallet_ledger_reservation_idx').on(t.reservationId),
    check('wallet_ledger_balance_after_non_negative', sql`${t.balanceAfterCents} >= 0`),
    check(
      'wallet_ledger_kind_sign',
      sql`(${t.kind} in ('recharge', 'release', 'grant') and ${t.amountCents} > 0)
        or (${t.kind} in ('reservation', 'reversal') and ${t.amountCents} < 0)
        or (${t.kind} = 'adjustment' and ${t.amountCents} <> 0)`,
    ),
  ],
);

export const reservationStatuses = ['pending', 'settled', 'released'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/**
 * Money held for a generation in flight (ARCHITECTURE §6): `reserve` debits the wallet and opens a
 * pending row; exactly one of `settle` (final) or `release` (money back, a `release` ledger row) moves it
 * out of pending. A pending row past `deadline_at` is released by the sweep.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    userId: moneyHolderId(),
    /** The caller's idempotency key (e.g. `concepts:<generation id>`), unique. */
    reference: text('reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** What the money pays for, as the wallet history shows it (e.g. 'Concept generation (5 concepts)'). */
    description: text('description').notNull(),
    status: text('status', { enum: reservationStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('reservations_amount_positive', sql`${t.amountCents} > 0`),
    check('reservations_status', sql`${t.status} in ('pending', 'settled', 'released')`),
    check(
      'reservations_resolved_when_not_pending',
      sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`,
    ),
    index('reservations_pending_deadline_idx').on(t.deadlineAt).where(sql`${t.status} = 'pending'`),
    index('reservations_user_status_idx').on(t.userId, t.status),
  ],
);

/**
 * The addresses that ever received the welcome credit, as HMAC-SHA256(server secret, normalised address)
 * only (edge/features/wallet/welcome.ts): no foreign key and no e-mail, so a row outlives the account and
 * keeps "once per address ever" without keeping the address (docs/security.md says why it is kept).
 */
export const welcomeGrants = pgTable('welcome_grants', {
  addressHash: text('address_hash').primaryKey(),
  createdAt: createdAt(),
});
