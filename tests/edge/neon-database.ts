import { openDatabase } from '../../edge/db/client.ts';
import { migrate } from '../../edge/db/migrate.ts';
import { seed } from '../../edge/db/seed.ts';
import { startNeonBridge } from '../standins/neon-bridge.ts';
import type { TestDatabase } from './helpers.ts';
import { createPgDatabase } from './pg-server.ts';

/**
 * The production path (Deno Deploy + Neon): a fresh, migrated PostgreSQL database reached through the
 * Neon driver and a loopback WebSocket-to-TCP bridge, as Neon's own proxy would carry it. `dispose`
 * closes the driver, drops the database and stops the bridge.
 */
export async function openNeonTestDatabase({
  maxConnections,
  seeded = false,
}: {
  maxConnections: number;
  seeded?: boolean;
}): Promise<TestDatabase> {
  const bridge = await startNeonBridge();
  const server = await createPgDatabase().catch(async (error) => {
    await bridge.close();
    throw error;
  });
  const db = await openDatabase({
    driver: 'neon',
    url: server.url,
    neonWsProxy: bridge.proxy,
    maxConnections,
  });
  const dispose = async () => {
    await db.close();
    await server.drop();
    await bridge.close();
  };
  try {
    await migrate(db);
    if (seeded) await seed(db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { db, url: server.url, dispose };
}
