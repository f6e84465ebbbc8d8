// Each route's first JavaScript: the entry's static graph plus the route's screen chunk and its
// static imports, from dist/app/.vite/manifest.json, measured as the gzip and Brotli copies the
// edge sends (app/compress-assets.ts wrote them), i.e. the bytes a first visit downloads.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

const sizeOf = async (path) => (await stat(path).catch(() => null))?.size ?? 0;

export async function firstJavaScript(dist) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const pages = JSON.parse(await readFile(join(dist, 'route-pages.json'), 'utf8').catch(() => '[]'));
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    if (chunk.file.endsWith('.js')) into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  // route-pages.json names each route's page; the page's modulepreloads are its screen's chunks.
  const result = new Map();
  for (const { path, file } of pages) {
    const html = await readFile(join(dist, file), 'utf8');
    const files = new Set(entry);
    for (const m of html.matchAll(/rel="modulepreload"[^>]*? href="\/([^"]+)"/g)) files.add(m[1]);
    let gzip = 0;
    let br = 0;
    let raw = 0;
    for (const f of files) {
      raw += await sizeOf(join(dist, f));
      gzip += (await sizeOf(join(dist, `${f}.gz`))) || (await sizeOf(join(dist, f)));
      br += (await sizeOf(join(dist, `${f}.br`))) || (await sizeOf(join(dist, f)));
    }
    result.set(path.replace(/\/:[^/]+\?$/, ''), { raw, gzip, br, files: [...files] });
  }
  return result;
}
