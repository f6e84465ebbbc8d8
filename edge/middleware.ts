import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './deps.ts';
import type { Logger } from './logger.ts';

/**
 * X-Request-Id: a sane incoming id (≤ 128 chars of [A-Za-z0-9_-=]) is kept so a proxy's id follows
 * the request through the logs; anything else is replaced by a fresh UUID. Echoed on every response.
 */
export const requestIds = (): MiddlewareHandler<AppEnv> => requestId({ limitLength: 128 });

/**
 * One JSON line per request. Only the path (never the query string, which may carry a checkout
 * session id or a code), never cookies, auth headers or bodies (ARCHITECTURE §3: no secrets in logs).
 */
export const accessLog =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info('request', {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
      });
    }
  };

/**
 * Security headers on every response, API and HTML alike. The CSP allows no inline script and no
 * inline style: Vite emits scripts as files and vanilla-extract compiles styles to a CSS file.
 */
export const securityHeaders = ({ hsts }: { hsts: boolean }): MiddlewareHandler<AppEnv> =>
  secureHeaders({
    // HSTS only in production: on http://localhost it would be noise (and sticky if ever on HTTPS).
    strictTransportSecurity: hsts ? 'max-age=31536000; includeSubDomains' : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });

/**
 * API answers are per-user and live: never cached by the browser or a proxy. The exceptions chose
 * their caching themselves: private (an uploaded image, immutable under its id) or public (the
 * in-memory public reads with their ETags, edge/features/content/respond.ts).
 */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const chosen = c.res.headers.get('Cache-Control');
  if (chosen?.startsWith('private,') || chosen?.startsWith('public,')) return;
  c.header('Cache-Control', 'no-store');
};

/**
 * Answers that carry a secret (a sign-in code, a custom or ID token, a session cookie, a checkout
 * session) are never compressed: compressing a secret beside text a third party can influence
 * leaks it byte by byte through the compressed length (BREACH). `no-transform` is what both
 * Deno.serve's automatic compression and Deno Deploy's check before compressing (README "Delivery").
 */
export const SECRET_BEARING_PATHS = [
  '/api/user/authenticate/',
  '/api/identity/',
  '/api/user/create-session',
  '/api/auth/',
  '/dev/',
] as const;

export const neverCompressSecrets: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const secret =
    SECRET_BEARING_PATHS.some((prefix) => c.req.path.startsWith(prefix)) || c.res.headers.has('set-cookie');
  if (!secret) return;
  const cacheControl = c.res.headers.get('Cache-Control');
  if (cacheControl?.includes('no-transform')) return;
  c.header('Cache-Control', cacheControl ? `${cacheControl}, no-transform` : 'no-store, no-transform');
};
