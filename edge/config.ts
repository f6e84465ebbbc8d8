import { z } from 'zod';

/**
 * Every environment variable the edge reads, validated once at start-up (ARCHITECTURE §3).
 * Only `edge/main.ts` passes `Deno.env` in; everything below it receives the parsed `Config`.
 */
export type DatabaseDriver = 'pglite' | 'pg' | 'neon';

const empty = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(empty, z.string().trim().min(1).optional());

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
});

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
  appUrl?: string;
  staticDir: string;
  logLevel: LogLevel;
  logFormat: 'json' | 'pretty';
}

/** Thrown by loadConfig; the message names every bad variable, one per line, never its value. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}\n` +
        'Fix the variables above (see the configuration table in README.md) and start again.',
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
  if (deployed && v.APP_ENV === 'development') {
    problems.push({ variable: 'APP_ENV', message: 'cannot be development on Deno Deploy' });
  }
  if (v.NEON_WS_PROXY && driver !== 'neon') {
    problems.push({ variable: 'NEON_WS_PROXY', message: 'only applies to the neon driver' });
  }
  if (problems.length > 0) throw new ConfigError(problems);

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
  };
}
