import type { Config } from '../../config.ts';
import type { Random } from '../../deps.ts';
import type { PaymentGateway } from './gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { TestModeGateway } from './test-gateway.ts';

/** For the start-up line: Stripe, or the embedded test-mode checkout labelled as such. */
export function describePayments(config: Pick<Config, 'payments' | 'port'>): string {
  const stripe = config.payments.stripe;
  if (stripe) {
    return stripe.apiBase
      ? `Stripe at ${stripe.apiBase.protocol}://${stripe.apiBase.host}:${stripe.apiBase.port}`
      : 'Stripe';
  }
  return `embedded test-mode checkout, no real payment, at http://localhost:${config.port}/dev/checkout/`;
}

/** Stripe when configured; otherwise the test-mode checkout, which config.ts forbids in production. */
export function createPaymentGateway(
  config: Pick<Config, 'payments' | 'appEnv'>,
  random: Random,
  options: { fetch?: typeof fetch } = {},
): PaymentGateway {
  const stripe = config.payments.stripe;
  if (stripe) return createStripeGateway({ ...stripe, ...(options.fetch ? { fetch: options.fetch } : {}) });
  if (config.appEnv !== 'development') {
    // loadConfig already refuses this; a hand-built Config must not take pretend payments either.
    throw new Error('No payment processor configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  return new TestModeGateway(random);
}
