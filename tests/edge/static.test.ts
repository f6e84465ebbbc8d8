import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFolder } from '../../app/compress-assets.ts';
import { preferredEncoding, stillFresh } from '../../edge/http/negotiation.ts';
import { safeRelativePath } from '../../edge/static.ts';
import { buildApp, folderFiles, openTestDatabase, type TestDatabase } from './helpers.ts';

describe('serving the built SPA', () => {
  let t: TestDatabase;
  let dir: string;
  let app: ReturnType<typeof buildApp>['app'];
  const indexHtml =
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
  // Big and repetitive enough that every copy is smaller; the tiny files get no copy at all.
  const entryJs = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'plume ${i}';`).join('\n');

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
    await writeFile(join(dir, 'assets/entry-def456.js'), entryJs);
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify({ entry: 'x'.repeat(500) }));
    // The build's last step, as `npm run build` runs it.
    await compressFolder(dir);
    app = buildApp(t.db, { staticFiles: folderFiles(dir) }).app;
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  /** Each [path, type] answers 200 with that Content-Type and `cacheControl`. */
  const expectServed = async (files: [path: string, type: string][], cacheControl: string) => {
    for (const [path, type] of files) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe(cacheControl);
    }
  };

  it('caches hashed assets for a year, immutable, with the right type', async () => {
    await expectServed(
      [
        ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
        ['/assets/index-abc123.css', 'text/css; charset=utf-8'],
        ['/assets/inter-latin.woff2', 'font/woff2'],
      ],
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates other files, with the right type', async () => {
    await expectServed(
      [
        ['/favicon.svg', 'image/svg+xml'],
        ['/icon.png', 'image/png'],
        ['/favicon.ico', 'image/x-icon'],
        ['/manifest.json', 'application/json; charset=utf-8'],
      ],
      'no-cache',
    );
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

  it('writes Brotli and gzip copies of text files only where they are smaller, never of fonts or images', async () => {
    const exists = (path: string) =>
      access(join(dir, path)).then(
        () => true,
        () => false,
      );
    for (const path of ['assets/entry-def456.js.br', 'assets/entry-def456.js.gz', 'index.html.br']) {
      expect(await exists(path)).toBe(true);
    }
    for (const path of ['assets/index-abc123.js.br', 'assets/inter-latin.woff2.br', 'icon.png.gz']) {
      expect(await exists(path)).toBe(false);
    }
    // .vite/ (the manifest) is never served, so it needs no copies.
    expect(await exists('.vite/manifest.json.br')).toBe(false);
  });

  it('sends the best copy the client accepts, with Vary and Content-Encoding, and the same bytes inside', async () => {
    const get = (acceptEncoding?: string) =>
      app.request(
        '/assets/entry-def456.js',
        acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
      );
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(entryJs.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(entryJs);

    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(entryJs);
    // A client that refuses Brotli (q=0) gets gzip; one that names neither gets the file itself.
    expect((await get('br;q=0, gzip;q=0.5')).headers.get('content-encoding')).toBe('gzip');
    for (const plain of [await get(), await get('identity'), await get('deflate')]) {
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(entryJs);
    }
    // A file too small to gain has no copy: it goes out as it is, still marked as varying.
    const tiny = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('console.log(1)');
    // Fonts and images are compressed formats: no copies, no Vary.
    const font = await app.request('/assets/inter-latin.woff2', { headers: { 'accept-encoding': 'br' } });
    expect(font.headers.get('content-encoding')).toBeNull();
    expect(font.headers.get('vary')).toBeNull();
  });

  it('revalidates index.html by ETag: 304 for a current copy (weakly compared), 200 after a deploy', async () => {
    const first = await app.request('/login', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await app.request('/how-to-use', {
        headers: { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('no-cache');
      expect(await again.text()).toBe('');
    }
    // Each encoding is its own representation with its own tag: a gzip client's Brotli tag is stale.
    const gzip = await app.request('/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('etag')).not.toBe(etag);
    const stale = await app.request('/', { headers: { 'accept-encoding': 'br', 'if-none-match': '"0ld"' } });
    expect(stale.status).toBe(200);
    expect(brotliDecompressSync(Buffer.from(await stale.arrayBuffer())).toString()).toBe(indexHtml);
  });

  it('reads Accept-Encoding and If-None-Match as HTTP defines them', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('BR ; Q=0.9')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('br;q=abc')).toBeNull();
    expect(preferredEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(stillFresh(undefined, '"a"')).toBe(false);
    expect(stillFresh('*', '"a"')).toBe(true);
    expect(stillFresh('W/"a"', '"a"')).toBe(true);
    expect(stillFresh('"a"', 'W/"a"')).toBe(true);
    expect(stillFresh('"b", "c"', '"a"')).toBe(false);
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
