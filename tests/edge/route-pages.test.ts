import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeModules, writeRoutePages } from '../../app/html-preloads.ts';
import { matchesRoute } from '../../edge/contract/route-pages.ts';
import { buildApp, folderFiles, openTestDatabase, type TestDatabase } from './helpers.ts';

// A miniature of what `vite build` leaves in dist/app: an entry, two lazy screens sharing a chunk.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/client-c1.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_client-c1.js'] },
  '_client-c1.js': { file: 'assets/client-c1.js' },
  '_Shared-s1.js': { file: 'assets/Shared-s1.js', imports: ['_client-c1.js'], css: ['assets/shared-s1.css'] },
  'src/features/auth/LoginScreen.tsx': {
    file: 'assets/LoginScreen-l1.js',
    imports: ['_Shared-s1.js', '_client-c1.js'],
    css: ['assets/shared-s1.css'],
  },
  'src/features/profile/UserInfoScreen.tsx': {
    file: 'assets/UserInfoScreen-u1.js',
    imports: ['_Shared-s1.js'],
  },
};
const router = `
  { path: 'login', loader: authLoader, lazy: lazyScreen(() => import('./features/auth/LoginScreen.tsx')) },
  { path: 'user-info/:check?', handle: title('User Info'),
    lazy: lazyScreen(() => import('./features/profile/UserInfoScreen.tsx')) },
  { path: 'gone', lazy: lazyScreen(() => import('./features/gone/Gone.tsx')) },
`;

describe('route pages: each screen’s chunks preloaded in its own index.html', () => {
  let dir: string;
  let t: TestDatabase;
  let app: ReturnType<typeof buildApp>['app'];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'plume-pages-'));
    await mkdir(join(dir, '.vite'), { recursive: true });
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    await writeFile(join(dir, 'index.html'), indexHtml);
    await writeFile(join(dir, 'assets/inter-latin-core-f1.woff2'), new Uint8Array([1]));
    await writeFile(join(dir, 'assets/inter-greek-f2.woff2'), new Uint8Array([1]));
    await writeRoutePages(dir, router);
    t = await openTestDatabase('pglite');
    app = buildApp(t.db, { staticFiles: folderFiles(dir) }).app;
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the route table’s paths and screen modules', () => {
    expect(routeModules(router)).toEqual([
      { path: '/login', module: 'src/features/auth/LoginScreen.tsx' },
      { path: '/user-info/:check?', module: 'src/features/profile/UserInfoScreen.tsx' },
      { path: '/gone', module: 'src/features/gone/Gone.tsx' },
    ]);
  });

  it('preloads a screen’s chunks and stylesheet once, not what index.html loads already, and the Latin font', async () => {
    const login = await readFile(join(dir, 'index.login.html'), 'utf8');
    const links = login.match(/<link rel="(modulepreload|preload)"[^>]*\/>/g) ?? [];
    expect(links).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-core-f1.woff2" />',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LoginScreen-l1.js" />',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Shared-s1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/shared-s1.css" />',
    ]);
    // index.html itself gains the font preload only; a module missing from the manifest gets no page.
    const index = await readFile(join(dir, 'index.html'), 'utf8');
    expect(index).toContain('inter-latin-core-f1.woff2');
    expect(index).not.toContain('href="/assets/LoginScreen');
    expect(JSON.parse(await readFile(join(dir, 'route-pages.json'), 'utf8'))).toEqual([
      { path: '/login', file: 'index.login.html' },
      { path: '/user-info/:check?', file: 'index.user-info.html' },
    ]);
  });

  it('answers each client route with its own page, and every other path with index.html', async () => {
    const page = async (path: string) => (await app.request(path)).text();
    expect(await page('/login?next=%2Fwallet')).toContain('LoginScreen-l1.js');
    expect(await page('/user-info')).toContain('UserInfoScreen-u1.js');
    expect(await page('/user-info/true')).toContain('UserInfoScreen-u1.js');
    for (const other of ['/', '/user-info/true/more', '/loginx', '/how-to-use']) {
      expect(await page(other)).toBe(await readFile(join(dir, 'index.html'), 'utf8'));
    }
  });

  it('matches react-router paths segment by segment', () => {
    expect(matchesRoute('/login', '/login')).toBe(true);
    expect(matchesRoute('/login', '/login/')).toBe(true);
    expect(matchesRoute('/login', '/log')).toBe(false);
    expect(matchesRoute('/wallet-recharge', '/wallet-recharge/success')).toBe(false);
    expect(matchesRoute('/wallet-recharge/success', '/wallet-recharge/success')).toBe(true);
    expect(matchesRoute('/user-info/:check?', '/user-info')).toBe(true);
    expect(matchesRoute('/user-info/:check?', '/user-info/true')).toBe(true);
    expect(matchesRoute('/a/:id', '/a')).toBe(false);
  });
});
