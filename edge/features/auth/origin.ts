import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/** The app's public origin: APP_URL when configured, else the origin the request was made to. */
export function appOrigin(c: Context, config: Pick<Config, 'appUrl'>): string {
  return config.appUrl ?? new URL(c.req.url).origin;
}

/** True when the app is served over HTTPS (the session cookie is then `__Host-` + Secure). */
export const servedOverHttps = (c: Context, config: Pick<Config, 'appUrl'>): boolean =>
  appOrigin(c, config).startsWith('https:');

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Same origin, where `localhost`, `127.0.0.1` and `[::1]` on the same scheme and port are one machine. */
export function sameOrigin(a: string, b: string): boolean {
  if (a === b) return true;
  if (!URL.canParse(a) || !URL.canParse(b)) return false;
  const x = new URL(a);
  const y = new URL(b);
  return (
    x.protocol === y.protocol && x.port === y.port && LOOPBACK.has(x.hostname) && LOOPBACK.has(y.hostname)
  );
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for every state-changing API request, whatever its body (JSON, form or multipart):
 * - `Sec-Fetch-Site: cross-site` → 403 (a modern browser says so for any other site's request);
 * - an `Origin` header must be the app's origin (APP_URL, else the request's own, with the
 *   localhost/127.0.0.1 aliasing) or one of ALLOWED_ORIGINS → else 403 (`null` is refused too);
 * - `Sec-Fetch-Site: same-site` without an Origin → 403 (a sibling subdomain is not us);
 * - neither header: not a browser (curl, the CLI, server-to-server) → passes; cookies are not sent
 *   cross-site by such clients on a visitor's behalf, so there is nothing to forge.
 * `exempt` paths carry their own proof (OpenID `state` kept server-side, webhook signatures).
 */
export const originCheck =
  (config: Pick<Config, 'appUrl' | 'allowedOrigins'>, exempt: string[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    const origin = c.req.header('origin');
    const refuse = () => {
      throw new AppError(403, 'This request came from another site and was refused.', 'cross_origin');
    };
    if (fetchSite === 'cross-site') refuse();
    if (origin !== undefined) {
      const allowed = [appOrigin(c, config), ...config.allowedOrigins];
      if (!allowed.some((o) => sameOrigin(origin, o))) refuse();
    } else if (fetchSite === 'same-site') {
      refuse();
    }
    return next();
  };

/**
 * State-changing paths that prove themselves another way: Apple posts its OpenID answer cross-site
 * (`response_mode=form_post`), checked against the `state` kept server-side. (Later: the payment
 * webhook, checked by its signature.)
 */
export const ORIGIN_CHECK_EXEMPT = ['/api/auth/apple/callback'];
