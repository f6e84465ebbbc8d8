import { z } from 'zod';
import {
  type AppEnvironment,
  type ConfigProblem,
  empty,
  optionalText,
  optionalUrl,
  positiveInt,
} from '../../env-rules.ts';

/**
 * The payment variables: Stripe when both keys are set; neither → the test-mode checkout (development
 * only). edge/config.ts spreads `paymentsEnvShape` into its schema and calls `parsePaymentsConfig`
 * and `parseCheckoutLimits`.
 */

export const paymentsEnvShape = {
  STRIPE_SECRET_KEY: z
    .preprocess(
      empty,
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
        .optional(),
    )
    .meta({
      unset: 'unset → **test-mode checkout**',
      description:
        'Stripe secret key (`sk_live_…`, `sk_test_…` or a restricted `rk_…`); with `STRIPE_WEBHOOK_SECRET` it enables Stripe Checkout (setting only one is a start-up error). **Required in production**',
    }),
  STRIPE_WEBHOOK_SECRET: optionalText
    .pipe(z.string().startsWith('whsec_', 'must be the endpoint signing secret (whsec_…)').optional())
    .meta({
      description:
        "signing secret (`whsec_…`) of the webhook endpoint `<APP_URL>/api/billing/webhook`; every event's signature is checked on the raw body",
    }),
  STRIPE_API_BASE: optionalUrl(
    (v) => /^https?:\/\//.test(v) && ['', '/'].includes(new URL(v).pathname),
    'must be an http(s) origin like http://127.0.0.1:12111 (a Stripe stand-in)',
  ).meta({
    unset: "Stripe's own API",
    description:
      "origin the Stripe SDK calls instead, e.g. `http://127.0.0.1:12111` (the tests' loopback stand-in)",
  }),
  // Each checkout opened is a call to the processor, which rate-limits the whole account.
  CHECKOUTS_PER_10_MINUTES: positiveInt(
    10,
    'checkout sessions one account may open per 10 minutes (then 429 + `Retry-After`); reusing an open one does not count',
  ),
};

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnvShape>>;

export interface PaymentsConfig {
  /** Present when Stripe is configured; absent → the test-mode checkout (development only). */
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    apiBase?: { protocol: 'http' | 'https'; host: string; port: number };
  };
}

export function parsePaymentsConfig(
  v: PaymentsEnv,
  appEnv: AppEnvironment,
  problems: ConfigProblem[],
): PaymentsConfig {
  const key = v.STRIPE_SECRET_KEY;
  const secret = v.STRIPE_WEBHOOK_SECRET;
  // Half a Stripe setup would take money without crediting it (no webhooks) or the other way round.
  if (key && !secret) {
    problems.push({
      variable: 'STRIPE_WEBHOOK_SECRET',
      message: 'is required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
    });
  }
  if (secret && !key) {
    problems.push({ variable: 'STRIPE_SECRET_KEY', message: 'is required with STRIPE_WEBHOOK_SECRET' });
  }
  if (v.STRIPE_API_BASE && !key) {
    problems.push({ variable: 'STRIPE_API_BASE', message: 'only applies when STRIPE_SECRET_KEY is set' });
  }
  if (appEnv === 'production' && !key && !secret) {
    problems.push({
      variable: 'STRIPE_SECRET_KEY',
      message:
        'and STRIPE_WEBHOOK_SECRET are required in production (APP_ENV=production or on Deno Deploy); the test-mode checkout is development-only',
    });
  }
  if (!key || !secret) return {};
  const base = v.STRIPE_API_BASE ? new URL(v.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    stripe: {
      secretKey: key,
      webhookSecret: secret,
      ...(base
        ? {
            apiBase: {
              protocol,
              host: base.hostname.replace(/^\[|\]$/g, ''),
              port: Number(base.port || (protocol === 'http' ? 80 : 443)),
            },
          }
        : {}),
    },
  };
}

export const parseCheckoutLimits = (v: PaymentsEnv) => ({
  /** Checkouts opened per 10 minutes (reusing an open one does not count); then 429 + Retry-After. */
  checkoutsPer10Minutes: v.CHECKOUTS_PER_10_MINUTES,
});
