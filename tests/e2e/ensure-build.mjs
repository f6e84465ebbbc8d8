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
// The whole `npm run build`, so the pages carry everything a built app's do (preloads, prerendered
// start-up screens, signed-out twins, compressed copies), whatever steps it gains.
const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
