import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { AppError } from '../errors.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The 400 a development server without APP_URL answers when reached under another name. */
export const UNKNOWN_HOST_MESSAGE =
  'This server has no APP_URL, so it accepts sign-ins and changes only when opened as localhost, 127.0.0.1 or [::1]. Open it that way, or set APP_URL to the address you use.';

/**
 * The app's public origin. Every sign-in mail link, Google/Apple redirect_uri, identity-token issuer,
 * the session cookie's Secure/`__Host-` choice and the Origin check are built from it, so it must
 * never come from an attacker:
 * - APP_URL when configured (production requires it: edge/server-config.ts) — the Host header is ignored;
 * - else, in development, the origin the request was made to, but only when it names this machine
 *   (localhost, 127.0.0.1, [::1]). The request URL's host is the `Host` header, which anyone can
 *   forge (and a DNS-rebinding page makes a victim's browser send): any other name gets a 400 instead
 *   of a sign-in mail linking to `https://attacker.example/login?link=…`. To open a development
 *   server under another name (a phone on the LAN), set APP_URL to that address.
 */
export function appOrigin(c: Context, config: Pick<Config, 'appUrl'>): string {
  if (config.appUrl) return config.appUrl;
  const url = new URL(c.req.url);
  if (LOOPBACK.has(url.hostname)) return url.origin;
  throw new AppError(400, UNKNOWN_HOST_MESSAGE, 'unknown_host');
}

/** True when the app is served over HTTPS (the session cookie is then `__Host-` + Secure). */
export const servedOverHttps = (c: Context, config: Pick<Config, 'appUrl'>): boolean =>
  appOrigin(c, config).startsWith('https:');

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

/** The methods that change something: the ones the Origin check and the API's body limit guard. */
export const STATE_CHANGING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const STATE_CHANGING = new Set(STATE_CHANGING_METHODS);

/**
 * CSRF defence for every state-changing API request, whatever its body (JSON, form or multipart):
 * - `Sec-Fetch-Site: cross-site` → 403 (a modern browser says so for any other site's request);
 * - an `Origin` header must be the app's origin (APP_URL, else the request's own loopback origin,
 *   with the localhost/127.0.0.1 aliasing) or one of ALLOWED_ORIGINS → else 403 (`null` is refused too);
 * - `Sec-Fetch-Site: same-site` without an Origin → 403 (a sibling subdomain is not us);
 * - neither header: not a browser (curl, the CLI, server-to-server) → passes; cookies are not sent
 *   cross-site by such clients on a visitor's behalf, so there is nothing to forge.
 * `exempt` paths carry their own proof (OpenID `state` bound to the browser, webhook signatures).
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
 * The single list of state-changing paths that prove themselves another way:
 * - Apple posts its OpenID answer cross-site (`response_mode=form_post`); the callback accepts it
 *   only with a `state` kept server-side AND the sign-in cookie of the browser that started that
 *   attempt (edge/features/oidc/binding.ts), so a forged post signs nobody in.
 * - The payment processor posts its webhook server-to-server; the route accepts only a body whose
 *   signature (HMAC with the endpoint's secret) holds, so a forged post changes nothing.
 * The Google callback needs no entry: Google returns with a GET, which this check never stops.
 */
export const ORIGIN_CHECK_EXEMPT = ['/api/auth/apple/callback', '/api/billing/webhook'];
