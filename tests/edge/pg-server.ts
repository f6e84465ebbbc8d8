import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server every machine of this kind runs (trust auth); overridable for other hosts.
 * Free of vitest, so the e2e fixtures (tests/e2e/fixtures.ts) give a worker's server a database too.
 */
export const PG_ADMIN_URL =
  process.env.PLUME_TEST_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** A fresh database `plume_test_<random>` on the PostgreSQL server, dropped by `drop()`. */
export async function createPgDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `plume_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
