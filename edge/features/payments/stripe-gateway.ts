import Stripe from 'stripe';
import {
  CheckoutNotFound,
  type PaymentEvent,
  type PaymentGateway,
  PaymentProcessorError,
  type ProcessorCheckout,
  type ProcessorRefund,
  WebhookSignatureError,
} from './gateway.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE, parsed: where the SDK sends its calls (a loopback stand-in in tests). */
  apiBase?: { protocol: 'http' | 'https'; host: string; port: number };
  /** Outgoing HTTP; defaults to the global fetch. */
  fetch?: typeof fetch;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe Checkout through the `stripe` SDK with its fetch HTTP client and Web Crypto webhook
 * verification (TOOLCHAIN.md: the sync constructEvent throws on Deno). Each session is one line item
 * built from Plume's own package (`price_data`), so nothing needs setting up in Stripe's dashboard.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(options.fetch),
    // One retry of a failed network call, with the same idempotency key the SDK sets on every POST.
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(options.apiBase
      ? { protocol: options.apiBase.protocol, host: options.apiBase.host, port: options.apiBase.port }
      : {}),
  });
  const crypto = Stripe.createSubtleCryptoProvider();

  const processorError = (what: string, error: unknown) =>
    new PaymentProcessorError(
      `Stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );

  return {
    provider: 'stripe',

    async createCheckout(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.priceCents,
                  product_data: {
                    name: request.packageName,
                    ...(request.packageDescription ? { description: request.packageDescription } : {}),
                  },
                },
              },
            ],
            client_reference_id: request.clientReferenceId,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error('the session has no url');
        return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      } catch (error) {
        throw processorError('checkout creation', error);
      }
    },

    async retrieveCheckout(id): Promise<ProcessorCheckout> {
      try {
        // The charge rides along (one call, not two) for its receipt_url: Stripe's own receipt.
        const session = await stripe.checkout.sessions.retrieve(id, {
          expand: ['payment_intent.latest_charge'],
        });
        return {
          id: session.id,
          paymentStatus: session.payment_status,
          status: session.status ?? 'open',
          amountTotal: session.amount_total,
          currency: session.currency,
          clientReferenceId: session.client_reference_id,
          paymentIntent: idOf(session.payment_intent),
          receiptUrl: receiptUrlOf(session.payment_intent),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new CheckoutNotFound(id);
        }
        throw processorError('session lookup', error);
      }
    },

    async checkoutIdForPaymentIntent(paymentIntent) {
      try {
        const list = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
        return list.data[0]?.id ?? null;
      } catch (error) {
        throw processorError('session search', error);
      }
    },

    async refundPayment(request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.paymentIntent, amount: request.amountCents },
          { idempotencyKey: request.idempotencyKey },
        );
        return { id: refund.id };
      } catch (error) {
        throw processorError('refund', error);
      }
    },

    async verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          undefined,
          crypto,
        );
      } catch {
        throw new WebhookSignatureError();
      }
      return toPaymentEvent(event, (charge) => refundsOf(stripe, charge));
    },
  };
}

/** The receipt link of an expanded payment intent's charge (null while unpaid or not expanded). */
function receiptUrlOf(paymentIntent: string | Stripe.PaymentIntent | null): string | null {
  if (!paymentIntent || typeof paymentIntent === 'string') return null;
  const charge = paymentIntent.latest_charge;
  const url = charge && typeof charge !== 'string' ? charge.receipt_url : null;
  // Only an https link is put on a receipt page or in a mail.
  return url && /^https:\/\//.test(url) ? url : null;
}

/** Every refund of a charge (the event's copy when Stripe included it, else one list call). */
async function refundsOf(stripe: Stripe, charge: Stripe.Charge): Promise<ProcessorRefund[]> {
  const listed = charge.refunds?.has_more === false ? charge.refunds.data : undefined;
  let refunds = listed;
  if (!refunds) {
    try {
      refunds = (await stripe.refunds.list({ charge: charge.id, limit: 100 })).data;
    } catch (error) {
      throw new PaymentProcessorError(
        `Stripe refund list failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }
  return refunds
    .filter((r) => r.status === 'succeeded' || r.status === 'pending')
    .map((r) => ({ id: r.id, amountCents: r.amount, created: r.created }));
}

async function toPaymentEvent(
  event: Stripe.Event,
  listRefunds: (charge: Stripe.Charge) => Promise<ProcessorRefund[]>,
): Promise<PaymentEvent> {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { ...base, kind: 'checkout', checkoutId: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      if (!paymentIntent) return { ...base, kind: 'other' };
      return { ...base, kind: 'refund', paymentIntent, refunds: await listRefunds(charge) };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const paymentIntent = idOf(dispute.payment_intent);
      if (!paymentIntent) return { ...base, kind: 'other' };
      return { ...base, kind: 'dispute', paymentIntent, disputeId: dispute.id, amountCents: dispute.amount };
    }
    default:
      return { ...base, kind: 'other' };
  }
}
