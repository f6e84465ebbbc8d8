#!/usr/bin/env node
// Serves a static folder (by default the built Storybook, storybook-static/) on 127.0.0.1 with node:http,
// for the visual tests' webServer. With --build it first builds Storybook, unless this script already built
// storybook-static/ from exactly the current files of ui/, app/, stories/, .storybook/ and package-lock.json (a
// stamp of their paths, sizes and mtimes). VISUAL_REBUILD=1 forces the build; VISUAL_SKIP_BUILD=1 serves an
// existing storybook-static/ as it is.
//
// --build-only builds (or finds current) and exits without serving: `npm test` builds Storybook this way
// beside the other builds, so the visual layer's own --build finds it current.
//
//   node tests/visual/serve-static.mjs [--build | --build-only] [--port 6107] [--dir storybook-static]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    'build-only': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.VISUAL_PORT ?? '6107' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'storybook-static' },
  },
});
const dir = resolve(root, values.dir);
const port = Number(values.port);

const stampPath = join(dir, '.visual-build-stamp');

/**
 * A signature of every Storybook input (path, size, mtime) below ui/, app/ (the Patterns stories render
 * the app's views), stories/, .storybook/ + the lockfile.
 */
function sourceSignature() {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      hash.update(`${relative(root, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
      return;
    }
    for (const name of readdirSync(path).sort()) {
      if (name !== 'node_modules') visit(join(path, name));
    }
  };
  for (const p of ['ui', 'app', 'stories', '.storybook', 'package-lock.json']) visit(join(root, p));
  return hash.digest('hex');
}

/** Fresh = built by this script from exactly the current inputs (a build by anything else is rebuilt). */
function storybookIsFresh(signature) {
  if (!existsSync(join(dir, 'index.json')) || !existsSync(stampPath)) return false;
  return readFileSync(stampPath, 'utf8').trim() === signature;
}

if (values.build || values['build-only']) {
  if (process.env.VISUAL_SKIP_BUILD === '1' && existsSync(join(dir, 'index.json'))) {
    console.log(`[visual] VISUAL_SKIP_BUILD=1: serving the existing ${values.dir}/ as it is`);
  } else if (process.env.VISUAL_REBUILD !== '1' && storybookIsFresh(sourceSignature())) {
    console.log(
      `[visual] ${values.dir}/ was built from the current ui/, app/, stories/ and .storybook/: not rebuilding`,
    );
  } else {
    const signature = sourceSignature();
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
    writeFileSync(stampPath, `${signature}\n`);
  }
}

if (values['build-only']) process.exit(0);

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
