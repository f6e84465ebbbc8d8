import type { Handler } from 'hono';
import type { AppEnv, StaticFiles } from './deps.ts';

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
  wasm: 'application/wasm',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const contentTypeFor = (path: string) => contentTypes[extensionOf(path)] ?? 'application/octet-stream';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon…) is revalidated so a deploy shows up at once. */
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
 * Serves the built SPA: real files with their type and caching, and index.html for every other
 * GET so client routes (/how-to-use?section=…) load the app. A missing file with an extension
 * (a stale hashed asset, /favicon.ico) is a plain 404, not HTML the browser would choke on.
 */
export const serveSpa =
  (files: StaticFiles | undefined): Handler<AppEnv> =>
  async (c) => {
    const notBuilt = () => {
      c.header('Cache-Control', 'no-store');
      return c.text('The app is not built yet: run npm run build', 503);
    };
    if (!files) return notBuilt();
    const path = safeRelativePath(c.req.path);
    if (path === null) return c.text('Not found', 404);

    if (path !== '' && path !== 'index.html') {
      const bytes = await files.readFile(path);
      if (bytes) {
        c.header('Content-Type', contentTypeFor(path));
        c.header('Cache-Control', path.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
        return c.body(toBody(bytes), 200);
      }
      if (path.startsWith('assets/') || extensionOf(path.split('/').pop() ?? '') !== '') {
        c.header('Cache-Control', 'no-store');
        return c.text('Not found', 404);
      }
    }
    const index = await files.readFile('index.html');
    if (!index) return notBuilt();
    c.header('Content-Type', contentTypes.html);
    c.header('Cache-Control', REVALIDATE);
    return c.body(toBody(index), 200);
  };
