import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeRelativePath } from '../../edge/static.ts';
import { buildApp, folderFiles, openTestDatabase, type TestDatabase } from './helpers.ts';

describe('serving the built SPA', () => {
  let t: TestDatabase;
  let dir: string;
  let app: ReturnType<typeof buildApp>['app'];
  const indexHtml =
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    dir = await mkdtemp(join(tmpdir(), 'plume-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), indexHtml);
    await writeFile(join(dir, 'assets/index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets/index-abc123.css'), 'body{}');
    await writeFile(join(dir, 'assets/inter-latin.woff2'), new Uint8Array([1, 2, 3]));
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    await writeFile(join(dir, 'icon.png'), new Uint8Array([137, 80, 78, 71]));
    await writeFile(join(dir, 'favicon.ico'), new Uint8Array([0, 0, 1, 0]));
    await writeFile(join(dir, 'manifest.json'), '{}');
    app = buildApp(t.db, { staticFiles: folderFiles(dir) }).app;
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, immutable, with the right type', async () => {
    for (const [path, type] of [
      ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
      ['/assets/index-abc123.css', 'text/css; charset=utf-8'],
      ['/assets/inter-latin.woff2', 'font/woff2'],
    ]) {
      const res = await app.request(path as string);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates other files, with the right type', async () => {
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/icon.png', 'image/png'],
      ['/favicon.ico', 'image/x-icon'],
      ['/manifest.json', 'application/json; charset=utf-8'],
    ]) {
      const res = await app.request(path as string);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers every client route with index.html, no-cache, and the security headers', async () => {
    for (const path of [
      '/',
      '/how-to-use?section=user-info&topic=Background',
      '/help-and-support',
      '/user-info/x',
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it('answers a missing asset with 404 instead of HTML', async () => {
    for (const path of ['/assets/index-old999.js', '/robots.txt']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toContain('html');
    }
  });

  it('never leaves the static folder', async () => {
    expect(safeRelativePath('/../../etc/passwd')).toBeNull();
    expect(safeRelativePath('/assets/%2e%2e/%2e%2e/secret')).toBeNull();
    expect(safeRelativePath('/.env')).toBeNull();
    expect(safeRelativePath('/assets/a.js')).toBe('assets/a.js');
    // The URL parser already resolves dot segments: this reaches /etc/passwd, a client route.
    const res = await app.request('/assets/%2e%2e/%2e%2e/etc/passwd');
    expect(await res.text()).toBe(indexHtml);
  });

  it('says plainly that the app is not built when there is no dist', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'plume-nodist-'));
    const bare = buildApp(t.db, { staticFiles: folderFiles(join(empty, 'missing')) }).app;
    const res = await bare.request('/how-to-use');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('The app is not built yet: run npm run build');
    // The API still works without a build.
    expect((await bare.request('/api/costs')).status).toBe(200);
    await rm(empty, { recursive: true, force: true });
  });
});
