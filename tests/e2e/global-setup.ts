import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Once per run, before the workers start their servers: builds the SPA if dist/app is stale
 * (ensure-build.mjs), and refuses a spec that takes `test` from '@playwright/test' — it would run with
 * no server and no baseURL, and fail in confusing ways.
 */
export default function globalSetup(): void {
  const strays = readdirSync(here).filter(
    (file) =>
      file.endsWith('.spec.ts') &&
      /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(readFileSync(here + file, 'utf8')),
  );
  if (strays.length > 0) {
    throw new Error(
      `${strays.join(', ')}: import { expect, test } from './fixtures.ts' (each worker's own server), not from '@playwright/test'`,
    );
  }
  const build = spawnSync(process.execPath, [`${here}ensure-build.mjs`], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('e2e: building the SPA failed');
}
