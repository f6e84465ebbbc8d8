import { eq, inArray } from 'drizzle-orm';
import { checkoutReversals, checkouts, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import { appendLedgerEntryIn } from '../wallet/ledger.ts';
import type { Checkout } from './checkouts.ts';
import { type EventMark, recordEvent } from './events.ts';
import type { FulfilDeps } from './fulfil.ts';
import type { ProcessorRefund } from './gateway.ts';

/** One refund or dispute, keyed by the processor's id (`refund:re_…`, `dispute:dp_…`). */
export interface ReversalClaim {
  key: string;
  kind: 'refund' | 'dispute';
  /** What the processor gave back or holds, in the checkout's currency. */
  processorAmountCents: number;
  /** The credit it stands for (proportional to the price). */
  shareCents: number;
}

const proportional = (checkout: Pick<Checkout, 'creditCents' | 'priceCents'>, cents: number) =>
  Math.round((checkout.creditCents * Math.min(cents, checkout.priceCents)) / checkout.priceCents);

/**
 * Each refund's share of the credit, from the running total in the processor's order: the shares of
 * partial refunds add up exactly to the share of their sum (three refunds of a third take back the
 * whole credit, not a cent more or less), whichever event reports them.
 */
export function refundClaims(
  checkout: Pick<Checkout, 'creditCents' | 'priceCents'>,
  refunds: ProcessorRefund[],
): ReversalClaim[] {
  const ordered = [...refunds].sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  let before = 0;
  return ordered.map((refund) => {
    const after = before + refund.amountCents;
    const shareCents = proportional(checkout, after) - proportional(checkout, before);
    before = after;
    return {
      key: `refund:${refund.id}`,
      kind: 'refund',
      processorAmountCents: refund.amountCents,
      shareCents,
    };
  });
}

export const disputeClaim = (
  checkout: Pick<Checkout, 'creditCents' | 'priceCents'>,
  disputeId: string,
  amountCents: number,
): ReversalClaim => ({
  key: `dispute:${disputeId}`,
  kind: 'dispute',
  processorAmountCents: amountCents,
  shareCents: proportional(checkout, amountCents),
});

export type ReversalResult =
  | { outcome: 'not_credited' }
  | { outcome: 'applied'; takenCents: number; shortfallCents: number; balanceCents: number };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Takes back the credit of refunds and disputes not applied before, as `reversal` ledger rows keyed
 * by the refund or dispute id, never below zero: what the wallet no longer holds (already spent) is
 * added to the checkout's shortfall for a person to follow up (`npm run admin -- payments`). The
 * checkout row is locked first, so concurrent events for one payment queue; `checkout_reversals`
 * remembers each claim even when nothing could be taken, so a replay never takes twice.
 * Nothing is taken from a checkout that was never credited.
 */
export async function applyReversals(
  { db, clock, logger, config }: Pick<FulfilDeps, 'db' | 'clock' | 'logger' | 'config'>,
  checkoutId: string,
  claimsFor: (checkout: Checkout) => ReversalClaim[],
  event?: EventMark,
): Promise<ReversalResult> {
  const now = clock.now();
  return db.transaction(async (tx): Promise<ReversalResult> => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (checkout?.status !== 'credited') {
      await recordEvent(tx, event, now);
      return { outcome: 'not_credited' };
    }
    const claims = claimsFor(checkout);
    const seen = claims.length
      ? await tx
          .select({ key: checkoutReversals.key })
          .from(checkoutReversals)
          .where(
            inArray(
              checkoutReversals.key,
              claims.map((c) => c.key),
            ),
          )
      : [];
    const done = new Set(seen.map((s) => s.key));
    let reversed = checkout.reversedCents;
    let shortfall = checkout.shortfallCents;
    let taken = 0;
    for (const claim of claims) {
      if (done.has(claim.key)) continue;
      const share = Math.max(0, Math.min(claim.shareCents, checkout.creditCents - reversed));
      let takenNow = 0;
      if (share > 0) {
        const [user] = await tx
          .select({ balance: users.balanceCents })
          .from(users)
          .where(eq(users.id, checkout.userId))
          .for('update');
        takenNow = Math.min(user?.balance ?? 0, share);
        const what = claim.kind === 'refund' ? 'Refund' : 'Dispute';
        if (takenNow > 0) {
          const entry = await appendLedgerEntryIn(
            tx,
            {
              userId: checkout.userId,
              kind: 'reversal',
              amountCents: -takenNow,
              reference: claim.key,
              description: `${what} of the ${checkout.packageName} package`,
              checkoutId: checkout.id,
            },
            now,
            { config },
          );
          if (entry.status !== 'applied') throw new Error(`Reversal ${claim.key} was not applied`);
        }
        await recordActivity(tx, now, {
          userId: checkout.userId,
          type: 'reversal',
          message:
            takenNow === share
              ? `${what}: ${dollars(takenNow)} of the ${checkout.packageName} credit was taken back.`
              : `${what}: ${dollars(takenNow)} of the ${checkout.packageName} credit was taken back; ${dollars(share - takenNow)} had already been spent.`,
        });
        if (takenNow < share) {
          logger.warn('reversal short: credit already spent', {
            checkoutId,
            claim: claim.key,
            shortfallCents: share - takenNow,
          });
        }
      }
      await tx.insert(checkoutReversals).values({
        key: claim.key,
        checkoutId: checkout.id,
        processorAmountCents: claim.processorAmountCents,
        shareCents: share,
        takenCents: takenNow,
        createdAt: now,
      });
      reversed += share;
      shortfall += share - takenNow;
      taken += takenNow;
    }
    await tx
      .update(checkouts)
      .set({ reversedCents: reversed, shortfallCents: shortfall, updatedAt: now })
      .where(eq(checkouts.id, checkout.id));
    await recordEvent(tx, event, now);
    const [user] = await tx
      .select({ balance: users.balanceCents })
      .from(users)
      .where(eq(users.id, checkout.userId));
    return {
      outcome: 'applied',
      takenCents: taken,
      shortfallCents: shortfall - checkout.shortfallCents,
      balanceCents: user?.balance ?? 0,
    };
  });
}
