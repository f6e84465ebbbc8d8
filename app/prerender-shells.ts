/**
 * A build step (`npm run build`, after app/signed-out-pages.ts, before the compression step): puts each
 * route's start-up screen (app/src/shell/StartupShellView.tsx, rendered by the Node build of
 * app/prerender/startup-shells.tsx) into its page, between index.html's start-up markers: the signed-in
 * shell into the page a request with a session cookie gets, the visitor's into the signed-out twin of a
 * public screen. A phone then paints the screen's frame and header as soon as the page and its stylesheet
 * arrive, seconds before the scripts have run; the app keeps that markup up until the start-up fetch
 * answers (app/src/shell/StartupLoading.tsx). Pages with no shell (sign-in, an account screen a visitor is
 * sent away from) keep the plain loading screen.
 *
 * Run:  node app/prerender-shells.ts [folder] [prerender bundle]   (default dist/app, dist/prerender)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RoutePage } from '../edge/contract/route-pages.ts';
import { signedOutCopyOf } from '../edge/contract/signed-out-page.ts';

type RenderStartupShell = (pattern: string, member: boolean) => string | null;

const START = '<!--start-up-->';
const END = '<!--/start-up-->';

/** `page` with what stands between its start-up markers replaced by `markup`. */
export function withStartupScreen(page: string, markup: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start === -1 || end < start)
    throw new Error('the page has no start-up markers around its loading screen');
  return `${page.slice(0, start + START.length)}${markup}${page.slice(end)}`;
}

/** Writes the start-up screens into the route pages of `dir`; returns how many pages got one. */
export async function writeStartupShells(dir: string, render: RenderStartupShell): Promise<number> {
  const pages = JSON.parse(await readFile(join(dir, 'route-pages.json'), 'utf8')) as RoutePage[];
  let written = 0;
  for (const { path, file } of pages) {
    for (const [name, member] of [
      [file, true],
      [signedOutCopyOf(file), false],
    ] as const) {
      const markup = render(path, member);
      if (markup === null) continue;
      const page = await readFile(join(dir, name), 'utf8');
      await writeFile(join(dir, name), withStartupScreen(page, markup));
      written++;
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist/app';
  const bundle = resolve(process.argv[3] ?? 'dist/prerender', 'startup-shells.js');
  const { renderStartupShell } = (await import(pathToFileURL(bundle).href)) as {
    renderStartupShell: RenderStartupShell;
  };
  const written = await writeStartupShells(dir, renderStartupShell);
  console.log(`wrote the start-up screen into ${written} pages in ${dir}`);
}
