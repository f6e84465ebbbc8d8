import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkouts } from '../../db/schema/index.ts';
import type { Checkout } from './checkouts.ts';
import { refundClosedAccountPayment } from './closed-account.ts';
import { type FulfilDeps, fulfilCheckout } from './fulfil.ts';

export type ReconcileSummary = Record<
  | 'credited'
  | 'already_credited'
  | 'unpaid'
  | 'expired'
  | 'failed'
  | 'mismatch'
  | 'account_closed'
  | 'unknown'
  | 'errors',
  number
>;

/**
 * The reconcile sweep (`npm run admin -- payments reconcile`): asks the processor about every checkout
 * still open and fulfils it through the same function as the webhook and the verify call, so a
 * payment whose webhook never arrived is credited once, and sessions that ran out are marked expired.
 *
 * It skips what can no longer change, so each run costs the processor only the calls that matter:
 * credited, expired, failed and mismatched checkouts are final here (refunds and disputes arrive by
 * webhook), and an open one asked about past its expiry is marked expired then (fulfil.ts), so it is
 * asked about once, not on every run.
 */
export async function reconcileOpenCheckouts(deps: FulfilDeps): Promise<ReconcileSummary> {
  const open = await deps.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.status, 'open'))
    .orderBy(asc(checkouts.createdAt));
  const summary: ReconcileSummary = {
    credited: 0,
    already_credited: 0,
    unpaid: 0,
    expired: 0,
    failed: 0,
    mismatch: 0,
    account_closed: 0,
    unknown: 0,
    errors: 0,
  };
  for (const { id } of open) {
    try {
      summary[(await fulfilCheckout(deps, id)).outcome] += 1;
    } catch (error) {
      summary.errors += 1;
      deps.logger.error('reconcile could not settle a checkout', {
        checkoutId: id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  // Payments made after their account was deleted whose refund the processor refused before.
  const unrefunded = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'account_closed'), isNull(checkouts.refundId)));
  for (const checkout of unrefunded) await refundClosedAccountPayment(deps, checkout);
  return summary;
}

/**
 * Checkouts a person should look at: a shortfall (credit already spent when refunded), a mismatch, or
 * a payment made after its account was deleted (refunded, or still to be).
 */
export function problemCheckouts(db: Db): Promise<Checkout[]> {
  return db
    .select()
    .from(checkouts)
    .where(
      or(
        gt(checkouts.shortfallCents, 0),
        eq(checkouts.status, 'mismatch'),
        eq(checkouts.status, 'account_closed'),
      ),
    )
    .orderBy(asc(checkouts.createdAt));
}
