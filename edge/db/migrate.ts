import { sql } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { migrations as embedded } from './migrations.gen.ts';

/** One committed drizzle-kit migration, embedded by edge/db/embed-migrations.ts. */
export interface Migration {
  tag: string;
  /** drizzle-kit's journal timestamp: migrations apply in this order, once. */
  when: number;
  hash: string;
  statements: string[];
}

// drizzle's own bookkeeping table, so `drizzle-kit migrate` and this runner share one history.
const drizzleSchema = pgSchema('drizzle');
const applied = drizzleSchema.table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/**
 * Apply pending migrations in ONE transaction under `pg_advisory_xact_lock`, so several instances
 * starting together apply them once: the first takes the lock and migrates, the others wait, then
 * (read committed: each statement sees what committed before it) find nothing left to do. The lock
 * is released by commit or rollback, so a crashed migration never leaves it held. Postgres DDL is
 * transactional, so a failing migration leaves the schema as it was.
 * (A future `ALTER TYPE … ADD VALUE` cannot be used in the same transaction it is added in.)
 */
export async function migrate(db: Db, migrations: Migration[] = embedded): Promise<{ applied: string[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('plume.migrations'))`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const done = await tx.select({ createdAt: applied.createdAt }).from(applied);
    const last = Math.max(0, ...done.map((row) => Number(row.createdAt ?? 0)));
    const pending = [...migrations].sort((a, b) => a.when - b.when).filter((m) => m.when > last);
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.insert(applied).values({ hash: migration.hash, createdAt: migration.when });
    }
    return { applied: pending.map((m) => m.tag) };
  });
}
