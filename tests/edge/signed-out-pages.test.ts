import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFolder } from '../../app/compress-assets.ts';
import { writeSignedOutPages } from '../../app/signed-out-pages.ts';
import { NO_SESSION_META } from '../../edge/contract/signed-out-page.ts';
import { type AuthHarness, authHarness } from './auth-helpers.ts';
import { uniqueEmail } from './factories.ts';
import { buildApp, folderFiles } from './helpers.ts';

// Big enough that the build writes a Brotli copy of every page, which is what a browser is sent.
const page = (title: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <title>${title}</title>\n    <script src="/start-up.js"></script>\n  </head>\n  <body>${'<p>Plume</p>'.repeat(60)}</body>\n</html>\n`;

describe('the page without a session cookie says so (the SPA then skips its start-up user-info fetch)', () => {
  let dir: string;
  let h: AuthHarness;

  /** The HTML a browser gets for `path` (Brotli, as Chrome asks), with the response. */
  const get = async (path: string, cookie?: string) => {
    const res = await h.app.request(`${h.base}${path}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    return { res, html: brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8') };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'plume-signed-out-'));
    await writeFile(join(dir, 'index.html'), page('Plume'));
    await writeFile(join(dir, 'index.login.html'), page('Plume · login'));
    await writeFile(
      join(dir, 'route-pages.json'),
      JSON.stringify([{ path: '/login', file: 'index.login.html' }]),
    );
    // The build's last steps, as `npm run build` runs them.
    expect((await writeSignedOutPages(dir)).sort()).toEqual([
      'index.login.signed-out.html',
      'index.signed-out.html',
    ]);
    await compressFolder(dir);
    h = await authHarness('pglite', { staticFiles: folderFiles(dir) });
  });
  afterAll(async () => {
    await h.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each twin as its page with the marker first in the head, and nothing else changed', async () => {
    const twin = await readFile(join(dir, 'index.login.signed-out.html'), 'utf8');
    // First in the head: start-up.js, a classic script, reads it as soon as the parser reaches it.
    expect(twin).toBe(page('Plume · login').replace('<head>\n', `<head>\n    ${NO_SESSION_META}\n`));
  });

  it('marks the page, the route’s own and the fallback, when no session cookie came', async () => {
    for (const [path, title] of [
      ['/login', 'Plume · login'],
      ['/dashboard', 'Plume'],
    ] as const) {
      const { res, html } = await get(path);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(NO_SESSION_META);
      // A shared cache must not hand the signed-out page to someone with a session, or the other way.
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends the plain page to a request that carries a session cookie, with its own ETag', async () => {
    const { cookie } = await h.signIn(uniqueEmail('page'));
    const signedIn = await get('/login', cookie);
    expect(signedIn.html).toContain('<title>Plume · login</title>');
    expect(signedIn.html).not.toContain('plume-session');
    expect(signedIn.res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const signedOut = await get('/login');
    expect(signedIn.res.headers.get('etag')).not.toBe(signedOut.res.headers.get('etag'));
    // Any session cookie counts, even one past its life: its start-up fetch is what tells the SPA (SPEC §2).
    const stale = await get('/dashboard', 'plume_session=no-longer-valid');
    expect(stale.html).not.toContain('plume-session');
  });

  it('serves the plain page to everyone when a build has no twins', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'plume-no-twins-'));
    try {
      await writeFile(join(bare, 'index.html'), page('Plume'));
      await compressFolder(bare);
      // The same database, another build.
      const { app } = buildApp(h.db, { staticFiles: folderFiles(bare) });
      const res = await app.request(`${h.base}/dashboard`, { headers: { 'accept-encoding': 'br' } });
      const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
      expect(html).toContain('<title>Plume</title>');
      expect(html).not.toContain('plume-session');
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});
