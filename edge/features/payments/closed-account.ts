import { and, eq, isNull } from 'drizzle-orm';
import { checkouts } from '../../db/schema/index.ts';
import type { Checkout } from './checkouts.ts';
import type { FulfilDeps } from './fulfil.ts';
import { PaymentProcessorError } from './gateway.ts';

/**
 * A payment that completed after its payer deleted the account (a checkout left open in another tab,
 * a delayed payment method): fulfilment credited nothing and marked the checkout `account_closed`;
 * this gives the whole payment back through the processor. The idempotency key is the checkout's, so
 * however many callers race here (webhook, verify, reconcile) the processor refunds once; the refund's
 * id is kept on the checkout, and until then `npm run admin -- payments` lists it as waiting and the
 * reconcile sweep tries again. A processor that refuses leaves the checkout as it is (logged), never
 * throws: the caller has nothing to undo.
 */
export async function refundClosedAccountPayment(deps: FulfilDeps, checkout: Checkout): Promise<Checkout> {
  if (checkout.refundId !== null) return checkout;
  if (checkout.paymentIntent === null) {
    deps.logger.error('closed-account payment has no payment intent to refund', { checkoutId: checkout.id });
    return checkout;
  }
  let refundId: string;
  try {
    ({ id: refundId } = await deps.payments.refundPayment({
      paymentIntent: checkout.paymentIntent,
      amountCents: checkout.priceCents,
      idempotencyKey: `plume-refund-closed-${checkout.id}`,
    }));
  } catch (error) {
    if (!(error instanceof PaymentProcessorError)) throw error;
    deps.logger.error('refund of a closed-account payment failed; reconcile tries again', {
      checkoutId: checkout.id,
      error: error.message,
    });
    return checkout;
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(checkouts)
    .set({
      refundId,
      problem: `paid after the account was deleted; nothing credited, refunded in full (${refundId})`,
      updatedAt: now,
    })
    .where(and(eq(checkouts.id, checkout.id), isNull(checkouts.refundId)))
    .returning();
  deps.logger.info('closed-account payment refunded', { checkoutId: checkout.id, refundId });
  return row ?? checkout;
}
