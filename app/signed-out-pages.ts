/**
 * A build step (`npm run build`, after app/html-preloads.ts, before the compression step): beside every
 * page the edge may answer a client route with (index.html and each route's `index.<route>.html`), the
 * same page marked as served without a session cookie (edge/contract/signed-out-page.ts). The edge picks
 * the twin when no session cookie came, and the SPA then skips the start-up user-info fetch, which could
 * only answer 401 (and Chrome logs a 401 as a console error). Written at build time, so the twins are
 * compressed once like every other file and serving one costs nothing per request.
 *
 * Run:  node app/signed-out-pages.ts [folder]   (default dist/app)
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_SESSION_META, signedOutCopyOf } from '../edge/contract/signed-out-page.ts';

/** Writes the twin of every page in `dir`; returns the twins' names. */
export async function writeSignedOutPages(dir: string): Promise<string[]> {
  const pages = (await readdir(dir)).filter(
    (name) => /^index(\.[\w-]+)?\.html$/.test(name) && !name.endsWith('.signed-out.html'),
  );
  const written: string[] = [];
  for (const page of pages) {
    const html = await readFile(join(dir, page), 'utf8');
    if (!html.includes('<head>')) throw new Error(`${page} has no <head> to mark`);
    const twin = signedOutCopyOf(page);
    // First in the head, on a line of its own: start-up.js, a classic script further down, reads it as
    // soon as the parser reaches that script.
    const marked = html.replace(/<head>(\n[ \t]*)?/, (_, line: string | undefined) =>
      line ? `<head>${line}${NO_SESSION_META}${line}` : `<head>${NO_SESSION_META}`,
    );
    await writeFile(join(dir, twin), marked);
    written.push(twin);
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist/app';
  const written = await writeSignedOutPages(dir);
  console.log(`wrote ${written.length} signed-out pages in ${dir}`);
}
