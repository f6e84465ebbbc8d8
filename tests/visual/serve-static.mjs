#!/usr/bin/env node
// Serves a static folder (by default the built Storybook, storybook-static/) on 127.0.0.1 with node:http,
// for the visual tests' webServer. With --build it first builds Storybook, unless storybook-static/index.json
// is newer than every file in ui/, stories/, .storybook/ and package-lock.json. VISUAL_REBUILD=1 forces the
// build; VISUAL_SKIP_BUILD=1 serves an existing storybook-static/ as it is.
//
//   node tests/visual/serve-static.mjs [--build] [--port 6107] [--dir storybook-static]
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.VISUAL_PORT ?? '6107' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'storybook-static' },
  },
});
const dir = resolve(root, values.dir);
const port = Number(values.port);

/** Newest modification time (ms) of any file below `path`, skipping node_modules; 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

function storybookIsFresh() {
  const index = join(dir, 'index.json');
  if (!existsSync(index)) return false;
  const sources = ['ui', 'stories', '.storybook', 'package-lock.json'].map((p) => newestMtime(join(root, p)));
  return statSync(index).mtimeMs > Math.max(...sources);
}

if (values.build) {
  if (process.env.VISUAL_SKIP_BUILD === '1' && existsSync(join(dir, 'index.json'))) {
    console.log(`[visual] VISUAL_SKIP_BUILD=1: serving the existing ${values.dir}/ as it is`);
  } else if (process.env.VISUAL_REBUILD !== '1' && storybookIsFresh()) {
    console.log(`[visual] ${values.dir}/index.json is newer than ui/, stories/ and .storybook/: not rebuilding`);
  } else {
    console.log('[visual] building Storybook (storybook build --config-dir .storybook -o storybook-static)');
    const bin = join(root, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js');
    const result = spawnSync(
      process.execPath,
      [bin, 'build', '--config-dir', '.storybook', '-o', values.dir, '--quiet'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: process.env.CI ?? '1' },
      },
    );
    if (result.status !== 0 || !existsSync(join(dir, 'index.json'))) {
      console.error(`[visual] Storybook build failed (exit ${result.status}); no ${values.dir}/index.json`);
      process.exit(1);
    }
  }
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end('bad request');
    return;
  }
  let file = normalize(join(dir, pathname));
  if (file !== dir && !file.startsWith(dir + sep)) {
    res.writeHead(403).end('forbidden');
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  res.writeHead(200, {
    'content-type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

server.listen(port, values.host, () => {
  console.log(`[visual] serving ${values.dir}/ on http://${values.host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
