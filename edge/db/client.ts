import { sql } from 'drizzle-orm';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseDriver } from './config.ts';
import * as schema from './schema/index.ts';

/** The drizzle API every driver offers (PgDatabase), typed with our schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseExtras {
  readonly driver: DatabaseDriver;
  /** Resolves true when the database answers `select 1` in time, false otherwise (never throws). */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Counters for the bench: queries executed since the database was opened. */
  stats(): { queries: number };
  close(): Promise<void>;
}

/** One type for PGlite, node-postgres and Neon: drizzle's PgDatabase plus ping/stats/close. */
export type Database = Db & DatabaseExtras;

export interface OpenDatabaseOptions {
  driver: DatabaseDriver;
  /** postgres:// URL for pg and neon. */
  url?: string;
  /** PGlite data directory (created if missing) or `memory://` for an in-memory database. */
  pgliteDir?: string;
  /** Start PGlite from a dumped data directory (tests clone a migrated template in ~0.5 s). */
  pgliteTemplate?: Blob;
  /** Tests only: host:port of a WebSocket-to-TCP bridge, so the Neon driver reaches a plain PostgreSQL. */
  neonWsProxy?: string;
  /** Pool size for pg and neon. */
  maxConnections?: number;
}

function counter() {
  let queries = 0;
  const logger: DrizzleLogger = {
    logQuery: () => {
      queries += 1;
    },
  };
  return { logger, stats: () => ({ queries }) };
}

function withExtras(
  db: unknown,
  driver: DatabaseDriver,
  stats: () => { queries: number },
  close: () => Promise<void>,
): Database {
  const orm = db as Db;
  let closed = false;
  const extras: DatabaseExtras = {
    driver,
    stats,
    async ping(timeoutMs = 2000) {
      if (closed) return false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        // A health check must answer even when the database hangs: it reports, it does not wait.
        return await Promise.race([orm.execute(sql`select 1`).then(() => true), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
  return Object.assign(orm, extras);
}

/** Open the database the configuration names (ARCHITECTURE §4). Drivers load lazily. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { logger, stats } = counter();
  switch (options.driver) {
    case 'pglite': {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const dir = options.pgliteDir ?? 'memory://';
      if (!dir.startsWith('memory://')) {
        const { mkdir } = await import('node:fs/promises');
        await mkdir(dir, { recursive: true });
      }
      // pg_trgm backs the library's search indexes (migration 0012): PGlite bundles it but loads only
      // the extensions named here, and CREATE EXTENSION fails without it.
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const extensions = { pg_trgm };
      const client = options.pgliteTemplate
        ? await PGlite.create({ dataDir: dir, loadDataDir: options.pgliteTemplate, extensions })
        : await PGlite.create({ dataDir: dir, extensions });
      const db = drizzle({ client, schema, logger });
      return withExtras(db, 'pglite', stats, () => client.close());
    }
    case 'pg': {
      if (!options.url) throw new Error('The pg driver needs a DATABASE_URL');
      const { default: pg } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const pool = new pg.Pool({
        connectionString: options.url,
        max: options.maxConnections ?? 10,
        connectionTimeoutMillis: 10_000,
      });
      // An idle client losing its connection must not crash the process; the next query reconnects.
      pool.on('error', () => {});
      const db = drizzle({ client: pool, schema, logger });
      return withExtras(db, 'pg', stats, () => pool.end());
    }
    case 'neon': {
      if (!options.url) throw new Error('The neon driver needs a DATABASE_URL');
      const { Pool, neonConfig } = await import('@neondatabase/serverless');
      const { drizzle } = await import('drizzle-orm/neon-serverless');
      if (options.neonWsProxy) {
        // A plain PostgreSQL behind a loopback bridge (tests): no TLS and no pipelined password auth.
        const proxy = options.neonWsProxy;
        neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
        neonConfig.useSecureWebSocket = false;
        neonConfig.pipelineTLS = false;
        neonConfig.pipelineConnect = false;
      }
      const pool = new Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
      pool.on('error', () => {});
      const db = drizzle({ client: pool, schema, logger });
      return withExtras(db, 'neon', stats, () => pool.end());
    }
  }
}
