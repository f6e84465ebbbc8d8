import type { Database } from '../../db/client.ts';
import type { HealthResponse } from './contract.ts';

/** Health: the database answers (a `select 1`), and which build is running. */
export async function health(db: Database, version: string): Promise<HealthResponse> {
  const ok = await db.ping();
  return { success: ok, status: ok ? 'ok' : 'degraded', version, database: { ok, driver: db.driver } };
}
