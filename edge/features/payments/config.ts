import { z } from 'zod';

/**
 * The payment variables, kept beside the feature like the OpenID ones: edge/config.ts
 * spreads `paymentsEnvShape` into its schema and calls `parsePaymentsConfig`.
 */
const empty = (value: unknown) => (value === '' ? undefined : value);
const text = z.preprocess(empty, z.string().trim().min(1).optional());

export const paymentsEnvShape = {
  STRIPE_SECRET_KEY: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: text.pipe(
    z.string().startsWith('whsec_', 'must be the endpoint signing secret (whsec_…)').optional(),
  ),
  STRIPE_API_BASE: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .refine(
        (v) => /^https?:\/\//.test(v) && URL.canParse(v) && ['', '/'].includes(new URL(v).pathname),
        'must be an http(s) origin like http://127.0.0.1:12111 (a Stripe stand-in)',
      )
      .optional(),
  ),
};

type PaymentsEnv = { [K in keyof typeof paymentsEnvShape]?: string | undefined };

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
  appEnv: 'development' | 'production',
  problems: { variable: string; message: string }[],
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
