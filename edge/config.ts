import { z } from 'zod';
import { type ModelConfig, modelEnvShape, parseModelConfig } from './features/generation/model/config.ts';
import { type OidcConfig, oidcEnvShape, parseOidcConfig } from './features/oidc/config.ts';
import { type PaymentsConfig, parsePaymentsConfig, paymentsEnvShape } from './features/payments/config.ts';

/**
 * Every environment variable the edge reads, validated once at start-up (ARCHITECTURE §3).
 * Only the entry points pass `Deno.env` in — the server (`edge/main.ts`) and the two operator
 * commands (`edge/admin-cli.ts`, `edge/db/migrate-cli.ts`); everything below them receives the
 * parsed `Config`.
 */
export type DatabaseDriver = 'pglite' | 'pg' | 'neon';

const empty = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(empty, z.string().trim().min(1).optional());

/** A whole number ≥ 1 with a default (the sign-in limits). */
const positiveInt = (fallback: number) =>
  z.preprocess(
    (v) => empty(v) ?? String(fallback),
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of at least 1')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be at least 1')),
  );

const schema = z.object({
  PORT: z.preprocess(
    (v) => empty(v) ?? '8787',
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
      .transform(Number)
      .pipe(z.number().int().min(0, 'must be 0 to 65535').max(65535, 'must be 0 to 65535')),
  ),
  DATA_DIR: z.preprocess((v) => empty(v) ?? './.data', z.string().trim().min(1)),
  DATABASE_URL: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .refine(
        (v) => /^(postgres|postgresql):\/\//.test(v) && URL.canParse(v),
        'must be a postgres:// or postgresql:// URL',
      )
      .optional(),
  ),
  DATABASE_DRIVER: z.preprocess(empty, z.enum(['pglite', 'pg', 'neon']).optional()),
  NEON_WS_PROXY: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .regex(/^[^/:\s]+:\d+(\/\S*)?$/, 'must be host:port of a WebSocket-to-TCP bridge (no protocol)')
      .optional(),
  ),
  APP_ENV: z.preprocess(empty, z.enum(['development', 'production']).optional()),
  DENO_DEPLOYMENT_ID: optionalText,
  APP_URL: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .refine(
        (v) => /^https?:\/\//.test(v) && URL.canParse(v),
        'must be an http(s) origin like https://plume.example',
      )
      .transform((v) => new URL(v).origin)
      .optional(),
  ),
  STATIC_DIR: z.preprocess((v) => empty(v) ?? './dist/app', z.string().trim().min(1)),
  LOG_LEVEL: z.preprocess((v) => empty(v) ?? 'info', z.enum(['debug', 'info', 'warn', 'error', 'silent'])),
  LOG_FORMAT: z.preprocess((v) => empty(v) ?? 'json', z.enum(['json', 'pretty'])),
  // Mail: SMTP_URL wins over RESEND_API_KEY; neither → the dev mailbox (development only).
  SMTP_URL: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .refine(
        (v) => /^smtps?:\/\//.test(v) && URL.canParse(v),
        'must be an smtp:// or smtps:// URL like smtps://user:password@smtp.example:465',
      )
      .optional(),
  ),
  RESEND_API_KEY: optionalText,
  RESEND_BASE_URL: z.preprocess(
    (v) => empty(v) ?? 'https://api.resend.com',
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), 'must be an http(s) URL')
      .transform((v) => v.replace(/\/+$/, '')),
  ),
  MAIL_FROM: z.preprocess(
    (v) => empty(v) ?? 'Plume <no-reply@plume.local>',
    z
      .string()
      .trim()
      .regex(
        /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
        'must be an address like Plume <no-reply@plume.example> or no-reply@plume.example',
      ),
  ),
  // Sign-in: secret, client address, origins and the guessing limits.
  SESSION_SECRET: z.preprocess(
    empty,
    z.string().trim().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
  ),
  TRUSTED_PROXY: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+$/, 'must be a header name such as x-forwarded-for or cf-connecting-ip')
      .optional(),
  ),
  ALLOWED_ORIGINS: z.preprocess(
    (v) => empty(v) ?? '',
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.every((o) => /^https?:\/\//.test(o) && URL.canParse(o)),
        'must be a comma-separated list of http(s) origins',
      )
      .transform((list) => list.map((o) => new URL(o).origin)),
  ),
  CODE_TTL_MINUTES: positiveInt(10),
  CODE_MAX_ATTEMPTS: positiveInt(3),
  RESEND_COOLDOWN_SECONDS: positiveInt(60),
  CODES_PER_EMAIL_PER_HOUR: positiveInt(5),
  CODES_PER_IP_PER_HOUR: positiveInt(20),
  FAILED_VERIFY_PER_IP_PER_HOUR: positiveInt(50),
  FAILED_VERIFY_PER_EMAIL_PER_DAY: positiveInt(10),
  LOCK_AFTER_CONSECUTIVE_FAILURES: positiveInt(100),
  // How long a request body may take to arrive before the answer is 408 (edge/body-read.ts).
  REQUEST_BODY_TIMEOUT_SECONDS: positiveInt(30),
  // Help Centre messages: forwarded to this inbox (Reply-To the sender); unset → stored only.
  SUPPORT_EMAIL: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .regex(/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/, 'must be an e-mail address like support@plume.example')
      .optional(),
  ),
  SUPPORT_MESSAGES_PER_HOUR: positiveInt(10),
  // Per-person bounds on writes nobody pays for: saved posts, and checkouts opened at the processor.
  POST_SAVES_PER_MINUTE: positiveInt(60),
  SAVED_POSTS_MAX: positiveInt(1000),
  CHECKOUTS_PER_10_MINUTES: positiveInt(10),
  // Charges: how long a generation may hold money before the sweep gives it back.
  RESERVATION_TTL_SECONDS: positiveInt(600),
  // Google and Apple sign-in: each provider is enabled when all of its variables are set.
  ...oidcEnvShape,
  // Payments: Stripe when both keys are set; neither → the test-mode checkout (development only).
  ...paymentsEnvShape,
  // Content model: OpenAI-compatible when OPENAI_API_KEY or OPENAI_BASE_URL is set; else offline.
  ...modelEnvShape,
});

/** Where Help Centre messages go in development when only the dev mailbox exists. */
export const DEV_SUPPORT_INBOX = 'support@plume.local';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  port: number;
  dataDir: string;
  appEnv: 'development' | 'production';
  /** True on Deno Deploy (DENO_DEPLOYMENT_ID is set there). */
  deployed: boolean;
  database: {
    driver: DatabaseDriver;
    /** Absent only for PGlite, which then lives in `${dataDir}/pglite`. */
    url?: string;
    neonWsProxy?: string;
  };
  /**
   * The public origin (APP_URL). Every mail link, Google/Apple redirect_uri, identity-token issuer
   * and the Origin check are built from it; required in production. Unset (development only), the
   * request's own origin stands in, and only when it is a loopback name (auth/origin.ts).
   */
  appUrl?: string;
  staticDir: string;
  logLevel: LogLevel;
  logFormat: 'json' | 'pretty';
  /** How mail leaves: SMTP (`smtpUrl`), else the HTTP e-mail API (`resendApiKey`), else the dev mailbox. */
  mail: {
    from: string;
    smtpUrl?: string;
    resendApiKey?: string;
    resendBaseUrl: string;
  };
  /** Signs codes, tokens and links; required in production (main.ts supplies a development default). */
  sessionSecret?: string;
  /** Lower-cased header name holding the client address (set by your proxy); unset → socket address. */
  trustedProxy?: string;
  /** Extra origins allowed to make state-changing requests (besides the app's own). */
  allowedOrigins: string[];
  /**
   * How long a request body may take to arrive, from the start of its read (post drafting's upload:
   * UPLOAD_TIMEOUT_FACTOR times it); past it the read stops and the answer is 408.
   */
  requestBodyTimeoutSeconds: number;
  auth: AuthLimits;
  /** Google/Apple sign-in; a provider is present only when fully configured. */
  oidc: OidcConfig;
  support: {
    /** The team's inbox for Help Centre messages; absent → messages are only stored. */
    email?: string;
    /** Messages one account may send per hour (a bound on inbox spam, not on honest use). */
    messagesPerHour: number;
  };
  /**
   * Per-person limits on writes that cost the writer nothing: a free save fills the database, and
   * every checkout opened is a call to the payment processor, which rate-limits the whole account.
   */
  limits: {
    /** Saves of posts (new or edited) per minute; then 429 + Retry-After. */
    postSavesPerMinute: number;
    /** Saved posts one person may keep; a save that would add one more is refused until one is deleted. */
    savedPostsMax: number;
    /** Checkouts opened per 10 minutes (reusing an open one does not count); then 429 + Retry-After. */
    checkoutsPer10Minutes: number;
  };
  charges: {
    /**
     * A reservation's life: past it, a hold still pending (its generation crashed or hung) is released
     * by the sweep. Must exceed a generation's worst case, or a slow success would find its money gone.
     */
    reservationTtlSeconds: number;
  };
  /** Stripe, or (development only) the embedded test-mode checkout. */
  payments: PaymentsConfig;
  /** The OpenAI-compatible model, or the embedded offline demo model (production: only by AI_MODEL=offline). */
  model: ModelConfig;
}

/**
 * Sign-in limits (4-digit codes are guessable, so the limits carry the security); every one is configuration
 * with these defaults.
 */
export interface AuthLimits {
  codeTtlMinutes: number;
  codeMaxAttempts: number;
  resendCooldownSeconds: number;
  codesPerEmailPerHour: number;
  codesPerIpPerHour: number;
  failedVerifyPerIpPerHour: number;
  failedVerifyPerEmailPerDay: number;
  lockAfterConsecutiveFailures: number;
}

/** Thrown by loadConfig; the message names every bad variable, one per line, never its value. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}\n` +
        'Fix the variables above (see docs/configuration.md) and start again.',
    );
    this.name = 'ConfigError';
  }
}

function inferDriver(url: string | undefined): DatabaseDriver {
  if (!url) return 'pglite';
  const host = new URL(url).hostname;
  return host === 'neon.tech' || host.endsWith('.neon.tech') ? 'neon' : 'pg';
}

/** Parse the environment once. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        message: issue.message,
      })),
    );
  }
  const v = parsed.data;
  const deployed = v.DENO_DEPLOYMENT_ID !== undefined;
  const appEnv = deployed ? 'production' : (v.APP_ENV ?? 'development');
  const problems: { variable: string; message: string }[] = [];

  const driver = v.DATABASE_DRIVER ?? inferDriver(v.DATABASE_URL);
  if (driver === 'pglite' && v.DATABASE_URL && v.DATABASE_DRIVER) {
    problems.push({
      variable: 'DATABASE_DRIVER',
      message: 'is pglite, but DATABASE_URL is set; unset one of them',
    });
  }
  if (driver !== 'pglite' && !v.DATABASE_URL) {
    problems.push({ variable: 'DATABASE_URL', message: `is required when DATABASE_DRIVER is ${driver}` });
  }
  // Production refuses embedded defaults (ARCHITECTURE §3): PGlite is a development database.
  if (appEnv === 'production' && !v.DATABASE_URL) {
    problems.push({
      variable: 'DATABASE_URL',
      message: 'is required in production (APP_ENV=production or on Deno Deploy); PGlite is development-only',
    });
  }
  // The dev mailbox holds live sign-in codes in memory and on the console: never in production.
  if (appEnv === 'production' && !v.SMTP_URL && !v.RESEND_API_KEY) {
    problems.push({
      variable: 'SMTP_URL',
      message:
        'or RESEND_API_KEY is required in production (APP_ENV=production or on Deno Deploy); the dev mailbox is development-only',
    });
  }
  if (appEnv === 'production' && !v.SESSION_SECRET) {
    problems.push({
      variable: 'SESSION_SECRET',
      message: 'is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
    });
  }
  // Without APP_URL the app's origin would come from the request's Host header, which anyone can
  // forge: sign-in mails would link to their site, and Google/Apple would be asked to return there.
  if (appEnv === 'production' && !v.APP_URL) {
    problems.push({
      variable: 'APP_URL',
      message:
        "is required in production (APP_ENV=production or on Deno Deploy): the app's public origin, e.g. https://plume.example; sign-in links and the Google/Apple return URLs are built from it, never from the request's Host header",
    });
  }
  if (deployed && v.APP_ENV === 'development') {
    problems.push({ variable: 'APP_ENV', message: 'cannot be development on Deno Deploy' });
  }
  const oidc = parseOidcConfig(v, problems);
  const payments = parsePaymentsConfig(v, appEnv, problems);
  const model = parseModelConfig(v, appEnv, v.RESERVATION_TTL_SECONDS, problems);
  if (v.NEON_WS_PROXY && driver !== 'neon') {
    problems.push({ variable: 'NEON_WS_PROXY', message: 'only applies to the neon driver' });
  }
  if (problems.length > 0) throw new ConfigError(problems);

  // Embedded default: in development with the dev mailbox, Help Centre messages go to the dev
  // mailbox too (as DEV_SUPPORT_INBOX), so trying the form shows what the team would receive.
  const devMailbox = appEnv === 'development' && !v.SMTP_URL && !v.RESEND_API_KEY;
  const supportInbox = v.SUPPORT_EMAIL ?? (devMailbox ? DEV_SUPPORT_INBOX : undefined);

  return {
    port: v.PORT,
    dataDir: v.DATA_DIR,
    appEnv,
    deployed,
    database: {
      driver,
      ...(v.DATABASE_URL ? { url: v.DATABASE_URL } : {}),
      ...(v.NEON_WS_PROXY ? { neonWsProxy: v.NEON_WS_PROXY } : {}),
    },
    ...(v.APP_URL ? { appUrl: v.APP_URL } : {}),
    staticDir: v.STATIC_DIR,
    logLevel: v.LOG_LEVEL,
    logFormat: v.LOG_FORMAT,
    mail: {
      from: v.MAIL_FROM,
      ...(v.SMTP_URL ? { smtpUrl: v.SMTP_URL } : {}),
      ...(v.RESEND_API_KEY ? { resendApiKey: v.RESEND_API_KEY } : {}),
      resendBaseUrl: v.RESEND_BASE_URL,
    },
    ...(v.SESSION_SECRET ? { sessionSecret: v.SESSION_SECRET } : {}),
    ...(v.TRUSTED_PROXY ? { trustedProxy: v.TRUSTED_PROXY } : {}),
    allowedOrigins: v.ALLOWED_ORIGINS,
    requestBodyTimeoutSeconds: v.REQUEST_BODY_TIMEOUT_SECONDS,
    auth: {
      codeTtlMinutes: v.CODE_TTL_MINUTES,
      codeMaxAttempts: v.CODE_MAX_ATTEMPTS,
      resendCooldownSeconds: v.RESEND_COOLDOWN_SECONDS,
      codesPerEmailPerHour: v.CODES_PER_EMAIL_PER_HOUR,
      codesPerIpPerHour: v.CODES_PER_IP_PER_HOUR,
      failedVerifyPerIpPerHour: v.FAILED_VERIFY_PER_IP_PER_HOUR,
      failedVerifyPerEmailPerDay: v.FAILED_VERIFY_PER_EMAIL_PER_DAY,
      lockAfterConsecutiveFailures: v.LOCK_AFTER_CONSECUTIVE_FAILURES,
    },
    oidc,
    support: {
      ...(supportInbox ? { email: supportInbox } : {}),
      messagesPerHour: v.SUPPORT_MESSAGES_PER_HOUR,
    },
    limits: {
      postSavesPerMinute: v.POST_SAVES_PER_MINUTE,
      savedPostsMax: v.SAVED_POSTS_MAX,
      checkoutsPer10Minutes: v.CHECKOUTS_PER_10_MINUTES,
    },
    charges: { reservationTtlSeconds: v.RESERVATION_TTL_SECONDS },
    payments,
    model,
  };
}
