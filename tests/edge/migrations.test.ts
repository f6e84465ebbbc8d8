import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../edge/db/client.ts';
import { readMigrations } from '../../edge/db/embed-migrations.ts';
import { migrate } from '../../edge/db/migrate.ts';
import { migrations } from '../../edge/db/migrations.gen.ts';
import { createPgDatabase, drivers, openTestDatabase, perSuite } from './helpers.ts';

describe('committed migrations', () => {
  it('are embedded in migrations.gen.ts exactly as drizzle-kit wrote them (run node edge/db/embed-migrations.ts)', async () => {
    expect(migrations).toEqual(await readMigrations());
  });

  it('carry the balance and package-amount CHECK constraints', () => {
    const all = migrations.flatMap((m) => m.statements).join('\n');
    expect(all).toContain('CHECK ("users"."balance_cents" >= 0)');
    expect(all).toContain('CONSTRAINT "wallet_ledger_reference_unique" UNIQUE("reference")');
    expect(all).toContain('CHECK ("packages"."unit_amount_cents" >= 0)');
    expect(all).toContain('CHECK ("packages"."credit_cents" >= 0)');
  });
});

describe.each(drivers)('migrations on %s', (driver) => {
  const t = perSuite(() => openTestDatabase(driver, { prepared: false }));

  it('apply once, then find nothing to do', async () => {
    expect((await migrate(t.db)).applied).toEqual(migrations.map((m) => m.tag));
    expect((await migrate(t.db)).applied).toEqual([]);
    const rows = await t.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(migrations.length);
  });
});

describe('migrations with several instances starting together (PostgreSQL server)', () => {
  it('are applied by exactly one of them under the advisory lock', async () => {
    const server = await createPgDatabase();
    const instances = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ driver: 'pg', url: server.url, maxConnections: 2 })),
    );
    try {
      const results = await Promise.all(instances.map((db) => migrate(db)));
      const appliedBy = results.filter((r) => r.applied.length > 0);
      expect(appliedBy).toHaveLength(1);
      expect(appliedBy[0]?.applied).toEqual(migrations.map((m) => m.tag));
      const rows = await instances[0]?.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(migrations.length);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await server.drop();
    }
  });
});
