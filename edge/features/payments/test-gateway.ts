import { type Clock, type Random, systemClock } from '../../deps.ts';
import {
  CheckoutNotFound,
  type CheckoutRequest,
  type CreatedCheckout,
  type PaymentGateway,
  type ProcessorCheckout,
  type RefundRequest,
  WebhookSignatureError,
} from './gateway.ts';

/** A session of the test-mode processor, with what its page shows. */
export interface TestSession extends ProcessorCheckout {
  packageName: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export const TEST_MODE_LABEL = '[test-mode checkout]';

/** Like Stripe's: a session left unpaid runs out a day after it was opened. */
export const TEST_SESSION_LIFE_MS = 24 * 60 * 60 * 1000;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The embedded payment processor when Stripe is not configured (development only: config.ts refuses
 * production without Stripe). Sessions live in this process's memory; the page at
 * /dev/checkout/:id (test-checkout-page.ts) shows one, headed 'Test mode — no real payment', and its
 * Pay button marks it paid here, then fulfils through the same function as Stripe's webhook.
 * No webhooks: the page calls fulfilment itself.
 */
export class TestModeGateway implements PaymentGateway {
  readonly provider = 'test' as const;
  readonly #sessions = new Map<string, TestSession>();
  /** Refunds made, by idempotency key (a retried refund refunds once, as at Stripe). */
  readonly refunds = new Map<string, RefundRequest & { id: string }>();
  readonly #random: Random;
  readonly #clock: Clock;

  /** `clock`: the app's, so sessions run out on the same time as everything else (tests move it). */
  constructor(random: Random, clock: Clock = systemClock) {
    this.#random = random;
    this.#clock = clock;
  }

  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const id = `cs_plume_test_${hex(this.#random.bytes(16))}`;
    const expiresAt = new Date(this.#clock.now().getTime() + TEST_SESSION_LIFE_MS);
    this.#sessions.set(id, {
      id,
      paymentStatus: 'unpaid',
      status: 'open',
      amountTotal: request.priceCents,
      currency: request.currency,
      clientReferenceId: request.clientReferenceId,
      paymentIntent: null,
      receiptUrl: null,
      packageName: request.packageName,
      expiresAt,
      successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: request.cancelUrl,
    });
    // The page lives on the app's own origin, which the success URL was built from (never the Host header).
    return Promise.resolve({
      id,
      url: `${new URL(request.successUrl).origin}/dev/checkout/${id}`,
      expiresAt,
    });
  }

  retrieveCheckout(id: string): Promise<ProcessorCheckout> {
    const session = this.session(id);
    if (!session) return Promise.reject(new CheckoutNotFound(id));
    const { packageName: _p, expiresAt: _e, successUrl: _s, cancelUrl: _c, ...processorView } = session;
    return Promise.resolve(processorView);
  }

  checkoutIdForPaymentIntent(paymentIntent: string): Promise<string | null> {
    for (const session of this.#sessions.values()) {
      if (session.paymentIntent === paymentIntent) return Promise.resolve(session.id);
    }
    return Promise.resolve(null);
  }

  refundPayment(request: RefundRequest): Promise<{ id: string }> {
    const done = this.refunds.get(request.idempotencyKey);
    if (done) return Promise.resolve({ id: done.id });
    const id = `re_plume_test_${hex(this.#random.bytes(12))}`;
    this.refunds.set(request.idempotencyKey, { ...request, id });
    return Promise.resolve({ id });
  }

  verifyWebhook(_rawBody: string, _signatureHeader: string | undefined): Promise<never> {
    return Promise.reject(new WebhookSignatureError('The test-mode checkout sends no webhooks.'));
  }

  /** The page's view of a session, or undefined when this process never created it. */
  session(id: string): TestSession | undefined {
    const session = this.#sessions.get(id);
    if (session?.status === 'open' && this.#clock.now() >= session.expiresAt) this.expire(id);
    return session;
  }

  /** Pay: an open session becomes complete and paid (what a card payment does at Stripe). */
  pay(id: string): TestSession | undefined {
    const session = this.session(id);
    if (session?.status === 'open') {
      session.status = 'complete';
      session.paymentStatus = 'paid';
      session.paymentIntent = `pi_plume_test_${hex(this.#random.bytes(12))}`;
    }
    return session;
  }

  /** Lets a session run out now, as Stripe's do after 24 hours (and these at `expiresAt`). */
  expire(id: string): void {
    const session = this.#sessions.get(id);
    if (session?.status === 'open') session.status = 'expired';
  }
}
