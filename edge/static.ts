import type { Context, Handler } from 'hono';
import { COMPRESSIBLE_EXTENSIONS, ENCODINGS, type Encoding, SUFFIX } from './contract/compression.ts';
import { matchesRoute, type RoutePage } from './contract/route-pages.ts';
import { signedOutCopyOf } from './contract/signed-out-page.ts';
import type { AppEnv, StaticFiles } from './deps.ts';
import { etagOf, preferredEncoding, stillFresh } from './http/negotiation.ts';

/** Content types of what Vite emits (and a few a static folder commonly holds). */
const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  wasm: 'application/wasm',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const contentTypeFor = (path: string) => contentTypes[extensionOf(path)] ?? 'application/octet-stream';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon…) is revalidated (ETag → 304) so a deploy shows up at once. */
const REVALIDATE = 'no-cache';

/** URL path → a safe relative path inside STATIC_DIR, or null for anything that tries to escape it. */
export function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  return segments.join('/');
}

const toBody = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

/**
 * The stored copy of `path` the client accepts best: `x.js.br`, `x.js.gz` or `x.js` itself. A copy
 * the build did not write (too small to gain) falls through to the next one.
 */
async function readBestCopy(
  files: StaticFiles,
  path: string,
  acceptEncoding: string | undefined,
): Promise<{ bytes: Uint8Array; encoding: Encoding | null } | null> {
  if (COMPRESSIBLE_EXTENSIONS.has(extensionOf(path))) {
    let candidates = [...ENCODINGS];
    for (let encoding = preferredEncoding(acceptEncoding, candidates); encoding; ) {
      const bytes = await files.readFile(path + SUFFIX[encoding]);
      if (bytes) return { bytes, encoding };
      candidates = candidates.filter((e) => e !== encoding);
      encoding = preferredEncoding(acceptEncoding, candidates);
    }
  }
  const bytes = await files.readFile(path);
  return bytes ? { bytes, encoding: null } : null;
}

/**
 * One file's answer: its type, the encoding sent, `Vary: Accept-Encoding` wherever copies exist
 * (a cache must not hand Brotli to a client that never asked for it), and for revalidated files an
 * ETag of the bytes sent, answered with 304 when the client's copy is current.
 */
async function sendFile(
  c: Context<AppEnv>,
  path: string,
  copy: { bytes: Uint8Array; encoding: Encoding | null },
  cacheControl: string,
  vary: string[] = [],
) {
  c.header('Content-Type', contentTypeFor(path));
  c.header('Cache-Control', cacheControl);
  const varies = [...(COMPRESSIBLE_EXTENSIONS.has(extensionOf(path)) ? ['Accept-Encoding'] : []), ...vary];
  if (varies.length > 0) c.header('Vary', varies.join(', '));
  if (copy.encoding) c.header('Content-Encoding', copy.encoding);
  if (cacheControl === REVALIDATE) {
    const etag = await etagOf(copy.bytes);
    c.header('ETag', etag);
    if (stillFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  }
  return c.body(toBody(copy.bytes), 200);
}

/**
 * The copy of index.html for a client route: the build writes one per screen that also preloads the
 * screen's chunks (app/html-preloads.ts), listed in route-pages.json. Anything else gets index.html.
 */
async function pageFor(files: StaticFiles, urlPath: string): Promise<string> {
  const listing = await files.readFile('route-pages.json');
  if (!listing) return 'index.html';
  try {
    const pages = JSON.parse(new TextDecoder().decode(listing)) as RoutePage[];
    return pages.find((page) => matchesRoute(page.path, urlPath))?.file ?? 'index.html';
  } catch {
    return 'index.html'; // a half-written build: the plain page still works
  }
}

/**
 * Serves the built SPA: real files with their type and caching, and index.html for every other
 * GET so client routes (/how-to-use?section=…) load the app. A missing file with an extension
 * (a stale hashed asset, /favicon.ico) is a plain 404, not HTML the browser would choke on.
 * A request without a session cookie (`hasSessionCookie`) gets the page's signed-out twin
 * (app/signed-out-pages.ts), so the SPA skips a start-up user-info fetch that could only answer 401;
 * the page then varies by Cookie too. A build without twins serves the plain page to everyone.
 */
export const serveSpa =
  (
    files: StaticFiles | undefined,
    hasSessionCookie: (c: Context<AppEnv>) => boolean = () => true,
  ): Handler<AppEnv> =>
  async (c) => {
    const notBuilt = () => {
      c.header('Cache-Control', 'no-store');
      return c.text('The app is not built yet: run npm run build', 503);
    };
    if (!files) return notBuilt();
    const path = safeRelativePath(c.req.path);
    if (path === null) return c.text('Not found', 404);
    const acceptEncoding = c.req.header('accept-encoding');

    if (path !== '' && path !== 'index.html') {
      const copy = await readBestCopy(files, path, acceptEncoding);
      if (copy) return sendFile(c, path, copy, path.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      if (path.startsWith('assets/') || extensionOf(path.split('/').pop() ?? '') !== '') {
        c.header('Cache-Control', 'no-store');
        return c.text('Not found', 404);
      }
    }
    const page = path === 'index.html' ? path : await pageFor(files, c.req.path);
    const signedOut = !hasSessionCookie(c);
    const html =
      (signedOut ? await readBestCopy(files, signedOutCopyOf(page), acceptEncoding) : null) ??
      (await readBestCopy(files, page, acceptEncoding)) ??
      (await readBestCopy(files, 'index.html', acceptEncoding));
    if (!html) return notBuilt();
    return sendFile(c, 'index.html', html, REVALIDATE, ['Cookie']);
  };
