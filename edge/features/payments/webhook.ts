import { desc, eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema/index.ts';
import { alreadyProcessed, recordEventAlone } from './events.ts';
import { type FulfilDeps, fulfilCheckout } from './fulfil.ts';
import type { PaymentEvent } from './gateway.ts';
import { applyReversals, disputeClaim, refundClaims } from './reversals.ts';

export type WebhookOutcome = { duplicate: boolean; outcome: string };

/** The checkout that took a payment: Plume's record first, else the processor (the refund came first). */
async function checkoutIdFor(deps: FulfilDeps, paymentIntent: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.paymentIntent, paymentIntent))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return row?.id ?? (await deps.payments.checkoutIdForPaymentIntent(paymentIntent));
}

/**
 * Acts on one verified webhook event. A replayed event id changes nothing. Every effect records the
 * event id in its own transaction; if it throws, nothing is recorded and the route answers 5xx, so the
 * processor delivers it again. A refund or dispute first fulfils its checkout (idempotently), so an
 * event arriving before `checkout.session.completed` ends in the same state as in order.
 */
export async function handlePaymentEvent(deps: FulfilDeps, event: PaymentEvent): Promise<WebhookOutcome> {
  if (event.kind === 'other') return { duplicate: false, outcome: 'ignored' };
  if (await alreadyProcessed(deps.db, event.id)) return { duplicate: true, outcome: 'duplicate' };
  const mark = { id: event.id, type: event.type };

  if (event.kind === 'checkout') {
    const result = await fulfilCheckout(deps, event.checkoutId, {
      event: mark,
      asyncPaymentFailed: event.type === 'checkout.session.async_payment_failed',
    });
    return { duplicate: false, outcome: result.outcome };
  }

  const checkoutId = await checkoutIdFor(deps, event.paymentIntent);
  if (!checkoutId) {
    await recordEventAlone(deps.db, mark, deps.clock.now());
    return { duplicate: false, outcome: 'not_ours' };
  }
  const fulfilled = await fulfilCheckout(deps, checkoutId);
  if (fulfilled.outcome === 'unknown') {
    await recordEventAlone(deps.db, mark, deps.clock.now());
    return { duplicate: false, outcome: 'not_ours' };
  }
  const result = await applyReversals(
    deps,
    checkoutId,
    (checkout) =>
      event.kind === 'refund'
        ? refundClaims(checkout, event.refunds)
        : [disputeClaim(checkout, event.disputeId, event.amountCents)],
    mark,
  );
  return { duplicate: false, outcome: result.outcome };
}
