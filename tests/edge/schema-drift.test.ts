import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const migrationsDir = join(root, 'edge/db/migrations');

const snapshot = async (dir: string) => {
  const files = (await readdir(dir, { recursive: true })).sort();
  return Promise.all(
    files
      .filter((f) => f.endsWith('.sql') || f.endsWith('.json'))
      .map(async (f) => [f, await readFile(join(dir, f), 'utf8')]),
  );
};

describe('edge/db/schema and the committed migrations', () => {
  it('agree: drizzle-kit generate finds no schema change missing from them', async () => {
    // A copy of the migrations folder, so a missing migration is written there and never into the repo.
    const copy = await mkdtemp(join(tmpdir(), 'plume-drift-'));
    try {
      await cp(migrationsDir, copy, { recursive: true });
      const before = await snapshot(copy);
      // drizzle-kit prefixes --out with './', so it must be relative to the working directory.
      const { stdout } = await run(
        join(root, 'node_modules/.bin/drizzle-kit'),
        ['generate', '--dialect=postgresql', '--schema=./edge/db/schema', `--out=${relative(root, copy)}`],
        { cwd: root, timeout: 120_000 },
      );
      expect(stdout).toContain('No schema changes');
      expect(await snapshot(copy)).toEqual(before);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
