import { z } from 'zod';
import {
  type AppEnvironment,
  type ConfigProblem,
  empty,
  optionalHttpUrl,
  optionalText,
  positiveInt,
  withDefault,
} from './env-rules.ts';

/**
 * The server's own variables: where it listens and keeps its files, which mode it runs in, its
 * public origin, logs, and how it reads clients (their address, their origin, their bodies).
 * edge/config.ts spreads `serverEnvShape` into its schema and calls `runtimeOf` and `parseServerConfig`.
 */

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const serverEnvShape = {
  PORT: withDefault(
    '8787',
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
      .transform(Number)
      .pipe(z.number().int().min(0, 'must be 0 to 65535').max(65535, 'must be 0 to 65535')),
  ).meta({ description: 'HTTP port' }),
  DATA_DIR: withDefault('./.data', z.string().trim().min(1)).meta({
    description: 'folder of every embedded default (PGlite lives in `DATA_DIR/pglite`)',
  }),
  APP_ENV: z.preprocess(empty, z.enum(['development', 'production']).optional()).meta({
    unset: '`development`',
    description: '`production` turns off development-only pages and embedded defaults',
  }),
  DENO_DEPLOYMENT_ID: optionalText.meta({
    unset: 'set by Deno Deploy',
    description:
      'never set by hand: Deno Deploy sets it, and it means production (`APP_ENV=development` is then refused) and sweeps run on `Deno.cron` instead of a timer',
  }),
  APP_URL: optionalHttpUrl(
    'must be an http(s) origin like https://plume.example',
    (v) => new URL(v).origin,
  ).meta({
    unset: 'unset → the request origin, loopback only',
    example: 'https://plume.example',
    description:
      'the public origin; mail links, Google/Apple return URLs and the Origin check use it, never the `Host` header. **Required in production**; unset, only `localhost`, `127.0.0.1` or `[::1]` may sign in',
  }),
  STATIC_DIR: withDefault('./dist/app', z.string().trim().min(1)).meta({
    description: 'the built SPA the edge serves',
  }),
  LOG_LEVEL: withDefault('info', z.enum(LOG_LEVELS)).meta({
    description: '`debug`, `info`, `warn`, `error` or `silent`; logs are JSON lines with a request id',
  }),
  LOG_FORMAT: withDefault('json', z.enum(['json', 'pretty'])).meta({
    description: '`pretty` prints the same fields as readable lines (handy in a terminal)',
  }),
  TRUSTED_PROXY: z
    .preprocess(
      empty,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9-]+$/, 'must be a header name such as x-forwarded-for or cf-connecting-ip')
        .optional(),
    )
    .meta({
      unset: 'unset → the socket address',
      description:
        'the header your proxy sets with the client address (`x-forwarded-for`, `cf-connecting-ip`); its **last** entry (the one your proxy appended) is the client IP for the limits. Set it only behind such a proxy',
    }),
  ALLOWED_ORIGINS: z
    .preprocess(
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
    )
    .meta({
      unset: 'none',
      description:
        "comma-separated extra origins allowed to make state-changing requests (besides the app's own)",
    }),
  REQUEST_BODY_TIMEOUT_SECONDS: positiveInt(
    30,
    "how long a request body may take to arrive; then the answer is 408 and the read stops. Post drafting's upload gets 4 × it",
  ),
};

type ServerEnv = z.output<z.ZodObject<typeof serverEnvShape>>;

/** The mode everything else is checked against: Deno Deploy is always production. */
export function runtimeOf(v: Pick<ServerEnv, 'APP_ENV' | 'DENO_DEPLOYMENT_ID'>) {
  const deployed = v.DENO_DEPLOYMENT_ID !== undefined;
  const appEnv: AppEnvironment = deployed ? 'production' : (v.APP_ENV ?? 'development');
  return {
    appEnv,
    /** True on Deno Deploy (DENO_DEPLOYMENT_ID is set there). */
    deployed,
  };
}

export function parseServerConfig(v: ServerEnv, problems: ConfigProblem[]) {
  const { appEnv, deployed } = runtimeOf(v);
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
  return {
    port: v.PORT,
    dataDir: v.DATA_DIR,
    appEnv,
    deployed,
    /**
     * The public origin (APP_URL). Every mail link, Google/Apple redirect_uri, identity-token issuer
     * and the Origin check are built from it; required in production. Unset (development only), the
     * request's own origin stands in, and only when it is a loopback name (edge/http/origin.ts).
     */
    ...(v.APP_URL ? { appUrl: v.APP_URL } : {}),
    staticDir: v.STATIC_DIR,
    logLevel: v.LOG_LEVEL,
    logFormat: v.LOG_FORMAT,
    /** Lower-cased header name holding the client address (set by your proxy); unset → socket address. */
    ...(v.TRUSTED_PROXY ? { trustedProxy: v.TRUSTED_PROXY } : {}),
    /** Extra origins allowed to make state-changing requests (besides the app's own). */
    allowedOrigins: v.ALLOWED_ORIGINS,
    /**
     * How long a request body may take to arrive, from the start of its read (post drafting's upload:
     * UPLOAD_TIMEOUT_FACTOR times it); past it the read stops and the answer is 408.
     */
    requestBodyTimeoutSeconds: v.REQUEST_BODY_TIMEOUT_SECONDS,
  };
}
