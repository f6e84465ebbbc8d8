import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../edge/db/client.ts';
import { migrate } from '../../edge/db/migrate.ts';
import { seed } from '../../edge/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteEmpty: string;
    pglitePrepared: string;
  }
}

/**
 * PGlite's initdb costs 2–7 s on this machine; loading a dumped data directory costs ~0.5 s.
 * Build two templates once per run (empty, and migrated + seeded) and let each test clone one.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'plume-pglite-templates-'));
  const db = await openDatabase({ driver: 'pglite', pgliteDir: 'memory://' });
  const client = (db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const empty = join(dir, 'empty.tar');
  await writeFile(empty, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  await migrate(db);
  await seed(db);
  const prepared = join(dir, 'prepared.tar');
  await writeFile(prepared, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('pgliteEmpty', empty);
  project.provide('pglitePrepared', prepared);
  return () => rm(dir, { recursive: true, force: true });
}
