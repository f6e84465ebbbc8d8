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
