import { z } from 'zod';
import { type AppEnvironment, type ConfigProblem, empty, optionalUrl } from '../env-rules.ts';

/**
 * Which database the edge opens (ARCHITECTURE §4): PGlite in `DATA_DIR` when nothing is set
 * (development only), else the PostgreSQL of DATABASE_URL, through the Neon driver for Neon hosts.
 * edge/config.ts spreads `databaseEnvShape` into its schema and calls `parseDatabaseConfig`.
 */

export type DatabaseDriver = 'pglite' | 'pg' | 'neon';

export const databaseEnvShape = {
  DATABASE_URL: optionalUrl(
    (v) => /^(postgres|postgresql):\/\//.test(v),
    'must be a postgres:// or postgresql:// URL',
  ).meta({
    unset: 'unset → **PGlite**',
    description:
      'PostgreSQL URL; a Neon URL uses the Neon serverless driver, any other `postgres://` URL node-postgres. Required in production',
  }),
  DATABASE_DRIVER: z.preprocess(empty, z.enum(['pglite', 'pg', 'neon']).optional()).meta({
    unset: 'from the URL',
    description: 'force `pglite`, `pg` or `neon`',
  }),
  NEON_WS_PROXY: z
    .preprocess(
      empty,
      z
        .string()
        .trim()
        .regex(/^[^/:\s]+:\d+(\/\S*)?$/, 'must be host:port of a WebSocket-to-TCP bridge (no protocol)')
        .optional(),
    )
    .meta({
      description:
        '`host:port` of a WebSocket-to-TCP bridge for the Neon driver (tests reach a local PostgreSQL through one); not needed with Neon itself',
    }),
};

type DatabaseEnv = z.output<z.ZodObject<typeof databaseEnvShape>>;

function inferDriver(url: string | undefined): DatabaseDriver {
  if (!url) return 'pglite';
  const host = new URL(url).hostname;
  return host === 'neon.tech' || host.endsWith('.neon.tech') ? 'neon' : 'pg';
}

export function parseDatabaseConfig(v: DatabaseEnv, appEnv: AppEnvironment, problems: ConfigProblem[]) {
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
  if (v.NEON_WS_PROXY && driver !== 'neon') {
    problems.push({ variable: 'NEON_WS_PROXY', message: 'only applies to the neon driver' });
  }
  return {
    driver,
    /** Absent only for PGlite, which then lives in `${dataDir}/pglite`. */
    ...(v.DATABASE_URL ? { url: v.DATABASE_URL } : {}),
    ...(v.NEON_WS_PROXY ? { neonWsProxy: v.NEON_WS_PROXY } : {}),
  };
}
