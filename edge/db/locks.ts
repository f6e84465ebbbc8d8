import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Takes a PostgreSQL advisory lock named by `name` (hashed to 64 bits), held until the transaction
 * ends: the way to make a check-then-write hold across requests, instances and restarts. Call it
 * inside `db.transaction`; outside one the lock would be released at once.
 */
export async function lockUntilCommit(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * Like lockUntilCommit, but answers at once: true with the lock taken (held until the transaction
 * ends), false when another transaction holds it. For work that must not queue on a database
 * connection while the holder waits on something slow (a call to the payment processor).
 */
export async function tryLockUntilCommit(tx: Db, name: string): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${name}, 0)) as locked`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}
