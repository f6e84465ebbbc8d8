// Builds the SPA for the e2e run when dist/app is missing or older than its sources.
// `npm test` builds before e2e; this keeps `npm run test:e2e` alone honest too.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = join(root, 'dist/app/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(join(root, 'app')), newestMtime(join(root, 'ui')));
if (existsSync(built) && statSync(built).mtimeMs >= sources) process.exit(0);

console.log('[e2e] building the SPA (dist/app is missing or stale)…');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const result = spawnSync(
  process.execPath,
  [vite, 'build', '--config', 'app/vite.config.ts', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);
// The rest of `npm run build`: the per-route pages, their signed-out twins and the compressed copies the
// edge serves.
for (const step of ['app/html-preloads.ts', 'app/signed-out-pages.ts', 'app/compress-assets.ts']) {
  const done = spawnSync(process.execPath, [step], { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}
