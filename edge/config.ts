import { z } from 'zod';
import { databaseEnvShape, parseDatabaseConfig } from './db/config.ts';
import { blobsEnvShape, parseBlobsConfig } from './engines/media/blobs/config.ts';
import { modelEnvShape, parseModelConfig } from './engines/model/config.ts';
import { parseSourcesConfig, sourcesEnvShape } from './engines/sources/config.ts';
import type { ConfigProblem } from './env-rules.ts';
import { authEnvShape, parseAuthConfig } from './features/auth/config.ts';
import { parseSavedPostLimits, savedPostsEnvShape } from './features/concepts/config.ts';
import { mailEnvShape, parseMailConfig, usesDevMailbox } from './features/mail/config.ts';
import { oidcEnvShape, parseOidcConfig } from './features/oidc/config.ts';
import { parseCheckoutLimits, parsePaymentsConfig, paymentsEnvShape } from './features/payments/config.ts';
import { parseReceiptsConfig, receiptsEnvShape } from './features/receipts/config.ts';
import { parseSourceCacheConfig, sourceCacheEnvShape } from './features/sources/config.ts';
import { parseSupportConfig, supportEnvShape } from './features/support/config.ts';
import { parseChargesConfig, parseWelcomeCredit, walletEnvShape } from './features/wallet/config.ts';
import { parseServerConfig, runtimeOf, serverEnvShape } from './server-config.ts';

/**
 * Every environment variable the edge reads, validated once at start-up (ARCHITECTURE §3). Each
 * feature owns its variables beside its code (`*EnvShape`, with the text docs/configuration.md is
 * written from) and the step turning them into its settings (`parse*`); this file only composes them.
 * Only the entry points pass `Deno.env` in — the server (`edge/main.ts`) and the operator commands
 * (`edge/admin-cli.ts`, `edge/db/migrate-cli.ts`); everything below them receives the parsed `Config`.
 */
export const envSchema = z.object({
  ...serverEnvShape,
  ...databaseEnvShape,
  ...blobsEnvShape,
  ...authEnvShape,
  ...mailEnvShape,
  ...supportEnvShape,
  ...savedPostsEnvShape,
  ...walletEnvShape,
  ...paymentsEnvShape,
  ...receiptsEnvShape,
  ...modelEnvShape,
  ...sourcesEnvShape,
  ...sourceCacheEnvShape,
  ...oidcEnvShape,
});

/** The variables, checked one by one, then together: each feature adds the rules that span variables. */
const configSchema = envSchema.transform((v, ctx) => {
  const problems: ConfigProblem[] = [];
  const { appEnv } = runtimeOf(v);
  // Production refuses every embedded default (ARCHITECTURE §3); each feature names its own.
  const database = parseDatabaseConfig(v, appEnv, problems);
  const blobs = parseBlobsConfig(v, appEnv, problems);
  const mail = parseMailConfig(v, appEnv, problems);
  const auth = parseAuthConfig(v, appEnv, problems);
  const server = parseServerConfig(v, problems);
  const oidc = parseOidcConfig(v, problems);
  const payments = parsePaymentsConfig(v, appEnv, problems);
  const receipts = parseReceiptsConfig(v, appEnv, problems);
  const charges = parseChargesConfig(v);
  const model = parseModelConfig(v, appEnv, charges.reservationTtlSeconds, problems);
  const sources = parseSourcesConfig(v, appEnv, server.appUrl, problems);
  for (const { variable, message } of problems) ctx.addIssue({ code: 'custom', path: [variable], message });
  if (problems.length > 0) return z.NEVER;
  return {
    ...server,
    database,
    /** Where uploaded images are kept: the database, or an S3-compatible bucket. */
    blobs,
    /** How mail leaves: SMTP (`smtpUrl`), else the HTTP e-mail API (`resendApiKey`), else the dev mailbox. */
    mail,
    ...auth,
    /** Google/Apple sign-in; a provider is present only when fully configured. */
    oidc,
    support: parseSupportConfig(v, usesDevMailbox(mail, appEnv)),
    /**
     * Per-person limits on writes that cost the writer nothing: a free save fills the database, and
     * every checkout opened is a call to the payment processor, which rate-limits the whole account.
     */
    limits: { ...parseSavedPostLimits(v), ...parseCheckoutLimits(v) },
    charges,
    /** Cents each new account gets once per address ever (WELCOME_CREDIT_CENTS; 50 in development). */
    welcomeCreditCents: parseWelcomeCredit(v, appEnv),
    /** Stripe, or (development only) the embedded test-mode checkout. */
    payments,
    /** The seller every receipt names (required in production). */
    receipts,
    /** The OpenAI-compatible model, or the embedded offline demo model (production: only by AI_MODEL=offline). */
    model,
    /** Outbound reads of open networks' public posts: loopback switch, Bluesky AppView, User-Agent. */
    sources,
    /** How long read posts stay fresh in the shared cache. */
    sourceCache: parseSourceCacheConfig(v),
  };
});

/** The settings every part of the edge receives, as the features above produce them. */
export type Config = z.output<typeof configSchema>;

/** Thrown by loadConfig; the message names every bad variable, one per line, never its value. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}\n` +
        'Fix the variables above (see docs/configuration.md) and start again.',
    );
    this.name = 'ConfigError';
  }
}

/** Parse the environment once. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}
