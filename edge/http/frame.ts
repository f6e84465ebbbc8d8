import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';
import type { Logger } from '../logger.ts';

/*
 * Every request passes through the frame below, so its cost is paid by every answer, the in-memory
 * public reads most visibly (`npm run bench`). Two things are slow on Deno and kept out of it:
 * - each Hono middleware layer (an async frame and a `next` closure, about a microsecond);
 * - a header prepared before the handler runs (Hono's requestId does that): Hono then builds the
 *   handler's Response from a Headers init, which Deno converts header by header. Headers set on the
 *   finished response are a cheap `headers.set` each.
 * So the frame is one layer whose steps are the small named functions here, and it touches headers
 * only after the handler.
 */

/** What an incoming X-Request-Id may be to be kept (Hono's requestId rule): 1–128 of [A-Za-z0-9_-=]. */
const SANE_REQUEST_ID = /^[\w\-=]{1,128}$/;

/**
 * X-Request-Id: a sane incoming id is kept so a proxy's id follows the request through the logs;
 * anything else is replaced by a fresh UUID. Echoed on every response (set by the frame).
 */
export function requestIdOf(c: Context<AppEnv>): string {
  const incoming = c.req.header('X-Request-Id');
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The security headers of every page and file: Hono's secureHeaders defaults with Plume's policy
 * (tests/edge/http.test.ts holds the two equal). The CSP allows no inline script and no inline
 * style: Vite emits scripts as files and vanilla-extract compiles styles to a CSS file. HSTS only in
 * production: on http://localhost it would be noise (and sticky if ever on HTTPS).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

export function securityHeaderList({ hsts }: { hsts: boolean }): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(hsts ? [HSTS] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/** The CSP of an API answer: it is data, never a document that loads anything or may be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The security headers of an API answer: those that act on a response that is not a document
 * (OWASP's REST Security Cheat Sheet list, plus Cross-Origin-Resource-Policy, which keeps other sites
 * from embedding the JSON). The others (opener, permissions, referrer, DNS prefetch, the legacy IE,
 * Flash and XSS-filter switches) govern documents only. Each header costs Deno about half a
 * microsecond to send, so the API's answers, the in-memory public reads above all, carry only these.
 */
export function apiSecurityHeaderList({ hsts }: { hsts: boolean }): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(hsts ? [HSTS] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** /api and everything under it. */
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * API answers are per-user and live: never cached by the browser or a proxy. The exceptions chose
 * their caching themselves: private (an uploaded image, revalidated by its ETag) or public (the
 * in-memory public reads with their ETags, edge/http/cached-answer.ts).
 */
function applyNoStore(c: Context<AppEnv>): void {
  const chosen = c.res.headers.get('Cache-Control');
  if (chosen?.startsWith('private,') || chosen?.startsWith('public,')) return;
  c.res.headers.set('Cache-Control', 'no-store');
}

/**
 * Answers that carry a secret (a sign-in code, a custom or ID token, a session cookie, a checkout
 * session) are never compressed: compressing a secret beside text a third party can influence
 * leaks it byte by byte through the compressed length (BREACH). `no-transform` is what both
 * Deno.serve's automatic compression and Deno Deploy's check before compressing (docs/delivery.md).
 */
export const SECRET_BEARING_PATHS = [
  '/api/user/authenticate/',
  '/api/identity/',
  '/api/user/create-session',
  '/api/auth/',
  '/dev/',
] as const;

function applyNeverCompressSecrets(c: Context<AppEnv>): void {
  const secret =
    SECRET_BEARING_PATHS.some((prefix) => c.req.path.startsWith(prefix)) || c.res.headers.has('set-cookie');
  if (!secret) return;
  const cacheControl = c.res.headers.get('Cache-Control');
  if (cacheControl?.includes('no-transform')) return;
  c.res.headers.set(
    'Cache-Control',
    cacheControl ? `${cacheControl}, no-transform` : 'no-store, no-transform',
  );
}

/**
 * One JSON line per request. Only the path (never the query string, which may carry a checkout
 * session id or a code), never cookies, auth headers or bodies (ARCHITECTURE §3: no secrets in logs).
 */
function logRequest(logger: Logger, c: Context<AppEnv>, started: number): void {
  logger.info('request', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 100) / 100,
  });
}

/**
 * The frame around every request, in one middleware layer: request id in, then on the way out the
 * security headers (the API's own set on /api), the API's no-store, no-transform on secrets (after
 * no-store, so it extends the Cache-Control every answer ends with), the request id header, and the
 * access log line.
 */
export const edgeFrame = ({ logger, hsts }: { logger: Logger; hsts: boolean }): MiddlewareHandler<AppEnv> => {
  const documentHeaders = securityHeaderList({ hsts });
  const apiHeaders = apiSecurityHeaderList({ hsts });
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c);
    c.set('requestId', id);
    try {
      await next();
      const api = isApi(c.req.path);
      const headers = c.res.headers;
      for (const [name, value] of api ? apiHeaders : documentHeaders) headers.set(name, value);
      if (api) applyNoStore(c);
      applyNeverCompressSecrets(c);
      headers.set('X-Request-Id', id);
    } finally {
      logRequest(logger, c, started);
    }
  };
};
