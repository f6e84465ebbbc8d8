import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../config.ts';
import { servedOverHttps } from '../../http/origin.ts';
import type { OidcProviderId } from './config.ts';
import type { OidcProvider } from './providers.ts';
import { BINDING_PATTERN, STATE_TTL_MS } from './states.ts';

/**
 * Login-CSRF defence for Google/Apple sign-in: an attempt completes only in the browser that
 * started it. `start` puts a fresh random value (the "binding", 256 bits) in a short-lived cookie and
 * keys the attempt by SHA-256(binding + state) (states.ts); the callback recomputes that key from
 * the cookie and the returned `state`, so a callback URL (or form) delivered to any other browser —
 * an attacker's own unfinished sign-in sent to a victim, or a victim's leaked callback replayed by
 * an attacker — finds no attempt and signs nobody in. The callback always clears the cookie.
 *
 * The cookie: `plume_oidc_<provider>` (one per provider, so a Google and an Apple attempt in two
 * tabs do not overwrite each other), HttpOnly, Path=/, Max-Age = the attempt's life (10 minutes);
 * on HTTPS also Secure with the `__Host-` prefix, like the session cookie (only that name is read
 * there, so a sibling subdomain or a plain-http response cannot plant one). Its SameSite depends
 * on how the provider comes back:
 * - Google redirects the browser back with a top-level GET: a `SameSite=Lax` cookie is sent on such
 *   a cross-site navigation, so Google's cookie is Lax (the tightest setting that works).
 * - Apple answers with `response_mode=form_post`, a cross-site POST from appleid.apple.com: browsers
 *   send no Lax cookie with that, so on HTTPS Apple's cookie is `SameSite=None; Secure`. That is
 *   safe here: the value is unreadable to other sites and only completes attempts this browser
 *   started, each of them single use, so sending it cross-site gives an attacker nothing.
 * - On plain http (development on http://localhost) browsers refuse `SameSite=None` without
 *   Secure, so both cookies are Lax. Apple itself only returns to HTTPS URLs; on http an Apple
 *   answer comes only from a local test provider on the same site (127.0.0.1/localhost, any port),
 *   where a Lax cookie is sent with the POST too.
 */

export const BINDING_COOKIE_PREFIX = 'plume_oidc_';

/** The cookie's name as the browser sees it: `__Host-plume_oidc_<id>` on HTTPS, else `plume_oidc_<id>`. */
export const bindingCookieName = (id: OidcProviderId, secure: boolean): string =>
  `${secure ? '__Host-' : ''}${BINDING_COOKIE_PREFIX}${id}`;

/** SameSite for a provider's cookie (see above): None only for a form_post provider on HTTPS. */
export const bindingSameSite = (
  provider: Pick<OidcProvider, 'responseMode'>,
  secure: boolean,
): 'Lax' | 'None' => (secure && provider.responseMode === 'form_post' ? 'None' : 'Lax');

/** At `start`: hands this browser the attempt's binding value. */
export function setBindingCookie(
  c: Context,
  config: Pick<Config, 'appUrl'>,
  provider: Pick<OidcProvider, 'id' | 'responseMode'>,
  binding: string,
): void {
  const secure = servedOverHttps(c, config);
  // hono's `prefix: 'host'` adds `__Host-` and enforces its rules (Secure, Path=/, no Domain).
  setCookie(c, `${BINDING_COOKIE_PREFIX}${provider.id}`, binding, {
    httpOnly: true,
    path: '/',
    sameSite: bindingSameSite(provider, secure),
    maxAge: STATE_TTL_MS / 1000,
    ...(secure ? { secure: true, prefix: 'host' as const } : {}),
  });
}

/**
 * At the callback: the binding this browser carries for `id` (undefined when it sent none, or
 * junk), and an instruction to forget it — an attempt is finished, whatever its outcome.
 */
export function takeBindingCookie(
  c: Context,
  config: Pick<Config, 'appUrl'>,
  id: OidcProviderId,
): string | undefined {
  const secure = servedOverHttps(c, config);
  const value = getCookie(c, bindingCookieName(id, secure));
  if (value === undefined) return undefined;
  const name = `${BINDING_COOKIE_PREFIX}${id}`;
  if (secure) deleteCookie(c, name, { path: '/', httpOnly: true, secure: true, prefix: 'host' });
  else deleteCookie(c, name, { path: '/', httpOnly: true });
  return BINDING_PATTERN.test(value) ? value : undefined;
}
