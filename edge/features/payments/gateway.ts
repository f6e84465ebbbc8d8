/**
 * The one way the edge talks to a payment processor (ARCHITECTURE §6). Implementations: Stripe
 * Checkout (stripe-gateway.ts) and the embedded test-mode checkout (test-gateway.ts, development
 * only). create-gateway.ts picks one from the configuration, like the mailer.
 */

/** What Plume asks the processor to charge: the package as snapshotted on the checkout record. */
export interface CheckoutRequest {
  packageName: string;
  packageDescription: string;
  priceCents: number;
  /** ISO 4217, lower case ('usd'). */
  currency: string;
  /** The Plume user id; the processor hands it back, so a session proves whose it is. */
  clientReferenceId: string;
  /** `<APP_URL>/wallet-recharge/success?session_id={CHECKOUT_SESSION_ID}` */
  successUrl: string;
  /** `<APP_URL>/wallet-recharge` (the plans) */
  cancelUrl: string;
  /** Sent as the processor's idempotency key, so a retried create makes one session. */
  idempotencyKey: string;
}

/** The processor's answer: its session id, the page the browser goes to, and until when it can be paid. */
export interface CreatedCheckout {
  id: string;
  url: string;
  /** When the processor lets the session run out unpaid (Stripe: 24 hours after creation). */
  expiresAt: Date;
}

/** A checkout session as the processor sees it now: the only truth fulfilment credits from. */
export interface ProcessorCheckout {
  id: string;
  /** 'paid' | 'unpaid' | 'no_payment_required' (Stripe's words). */
  paymentStatus: string;
  /** 'open' | 'complete' | 'expired' */
  status: string;
  amountTotal: number | null;
  currency: string | null;
  clientReferenceId: string | null;
  paymentIntent: string | null;
  /** The processor's own receipt for the payment (Stripe's charge `receipt_url`), once paid; else null. */
  receiptUrl: string | null;
}

/** A refund of a payment, as the processor lists it. */
export interface ProcessorRefund {
  id: string;
  amountCents: number;
  /** Seconds since the epoch (orders partial refunds so their shares add up exactly). */
  created: number;
}

/**
 * A verified webhook event, reduced to what Plume acts on. Refund and dispute events name a payment
 * intent (not a session): webhook.ts finds the checkout through it.
 */
export type PaymentEvent = { id: string; type: string } & (
  | { kind: 'checkout'; checkoutId: string }
  | { kind: 'refund'; paymentIntent: string; refunds: ProcessorRefund[] }
  | { kind: 'dispute'; paymentIntent: string; disputeId: string; amountCents: number }
  | { kind: 'other' }
);

/** A refund Plume itself asks for: a payment that arrived for an account deleted before it completed. */
export interface RefundRequest {
  paymentIntent: string;
  amountCents: number;
  /** Sent as the processor's idempotency key, so a retried refund refunds once. */
  idempotencyKey: string;
}

export interface PaymentGateway {
  readonly provider: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Rejects with CheckoutNotFound when the processor does not know the id. */
  retrieveCheckout(id: string): Promise<ProcessorCheckout>;
  /** The checkout session that took this payment (a refund can arrive before its completion event). */
  checkoutIdForPaymentIntent(paymentIntent: string): Promise<string | null>;
  /** Refunds (part of) a payment; resolves with the processor's refund id. */
  refundPayment(request: RefundRequest): Promise<{ id: string }>;
  /** Checks the signature over the RAW body; rejects with WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentEvent>;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is missing or does not match.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export class CheckoutNotFound extends Error {
  constructor(id: string) {
    super(`The payment processor has no checkout session ${id}.`);
    this.name = 'CheckoutNotFound';
  }
}

/** The processor could not be reached or refused the call (its message, never the secret key). */
export class PaymentProcessorError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProcessorError';
  }
}

/** Plume sells in US dollars (SPEC §9: prices as $N.00). */
export const CURRENCY = 'usd';
