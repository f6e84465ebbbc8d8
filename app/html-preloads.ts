/**
 * A build step (`npm run build`, after `vite build`, before the compression step): removes the lazy
 * chunk waterfall of a first visit. Vite's index.html names only the entry; the screen's own chunk
 * would be requested only once the entry has run. So for each route of app/src/router.tsx this writes
 * `index.<route>.html`, index.html plus low-priority `modulepreload` links for that screen's chunks
 * (and a preload of any stylesheet of its own; the build writes one stylesheet for the whole app), and `route-pages.json` telling the edge which page answers which path
 * (edge/static.ts). Every page also preloads the Latin Inter font, the one every screen paints with
 * (the other subsets stay behind their unicode-range and load only if a page needs them).
 *
 * Run:  node app/html-preloads.ts [folder]   (default dist/app)
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RoutePage } from '../edge/contract/route-pages.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const routerFile = fileURLToPath(new URL('./src/router.tsx', import.meta.url));

/** `path: 'x', … lazy: lazyScreen(() => import('./features/…'))` pairs of the route table, in order. */
export function routeModules(routerSource: string): { path: string; module: string }[] {
  const pairs: { path: string; module: string }[] = [];
  const re = /path:\s*'([^']*)'[^{}]{0,300}?import\(\s*'\.\/([^']+)'\s*\)/g;
  for (const match of routerSource.matchAll(re)) {
    pairs.push({ path: `/${match[1]}`, module: `src/${match[2]}` });
  }
  return pairs;
}

/** Every JS and CSS file a chunk pulls in statically, the chunk's own first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return { js, css };
}

const slug = (path: string) =>
  path
    .replace(/:[^/]+\?/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');

export async function writeRoutePages(dir: string, routerSource?: string): Promise<RoutePage[]> {
  const manifest = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const index = await readFile(join(dir, 'index.html'), 'utf8');
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  // What index.html already loads needs no second mention.
  const already = entryKey ? closure(manifest, entryKey) : { js: [], css: [] };
  const loaded = new Set([...already.js, ...already.css]);

  const font = (await readdir(join(dir, 'assets'))).find((f) => /^inter-latin-core-[\w-]+\.woff2$/.test(f));
  const head = (links: string[]) => (html: string) =>
    html.replace('\n  </head>', `\n${links.map((l) => `    ${l}`).join('\n')}\n  </head>`);
  const withFont =
    font && !index.includes('rel="preload" as="font"')
      ? head([`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}" />`])(index)
      : index;
  await writeFile(join(dir, 'index.html'), withFont);

  const pages: RoutePage[] = [];
  for (const { path, module } of routeModules(routerSource ?? (await readFile(routerFile, 'utf8')))) {
    if (!manifest[module]) continue;
    const { js, css } = closure(manifest, module);
    const links = [
      // Low priority: the screen's chunks are fetched at once but after the stylesheet and the entry,
      // which the first paint waits on; at the default (high) they shared the phone's bandwidth with them.
      ...js
        .filter((f) => !loaded.has(f))
        .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}" />`),
      ...[...new Set(css)]
        .filter((f) => !loaded.has(f))
        .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}" />`),
    ];
    const file = `index.${slug(path)}.html`;
    await writeFile(join(dir, file), head(links)(withFont));
    pages.push({ path, file });
  }
  await writeFile(join(dir, 'route-pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  return pages;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist/app';
  const pages = await writeRoutePages(dir);
  console.log(`wrote ${pages.length} route pages with their chunks preloaded in ${dir}`);
}
