/**
 * A tiny "browser" for the OpenID tests: follows redirects across the app (served in-process through
 * app.request) and the local OpenID provider (real HTTP on loopback), keeps cookies per host, and
 * submits the provider's form_post page the way a browser's script would. Cookies follow SameSite
 * as a browser's do: a request another site started (the provider's redirect or form) carries only
 * `SameSite=None` cookies when it is a POST, and `Lax`/`None` ones on a GET navigation. "Same site"
 * here is the same scheme and host name (any port) — enough for IPs and plume.example.
 */
import {
  SIGN_IN_ERROR_PARAM,
  SIGN_IN_PROVIDER_PARAM,
  signInErrorMessage,
} from '../../edge/contract/sign-in-errors.ts';
import type { Clock } from '../../edge/deps.ts';

export const APP_ORIGIN = 'http://127.0.0.1:8799';
export const callbacksOf = (appOrigin: string) => ({
  google: `${appOrigin}/api/auth/google/callback`,
  apple: `${appOrigin}/api/auth/apple/callback`,
});
export const CALLBACKS = callbacksOf(APP_ORIGIN);

/** The session cookie a response sets (with a value), if any; clearing other cookies does not count. */
export function sessionCookieSet(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => /^(__Host-)?plume_session=[^;]/.test(line));
}

type SameSite = 'strict' | 'lax' | 'none';
interface StoredCookie {
  value: string;
  sameSite: SameSite;
}

const siteOf = (url: string) => {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}`;
};

interface AppLike {
  request(input: string, init?: RequestInit, env?: Record<string, unknown>): Response | Promise<Response>;
}

/** The callback the provider sent the browser to, captured before the app sees it. */
export interface CallbackHop {
  method: 'GET' | 'POST';
  url: string;
  /** form_post fields (Apple). */
  form?: URLSearchParams;
  /** The origin of the page that sent the browser here (the provider's redirect or form). */
  from?: string;
}

export class TestBrowser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();
  private readonly app: AppLike;
  readonly appOrigin: string;
  readonly callbacks: Record<'google' | 'apple', string>;

  constructor(app: AppLike, options: { appOrigin?: string } = {}) {
    this.app = app;
    this.appOrigin = options.appOrigin ?? APP_ORIGIN;
    this.callbacks = callbacksOf(this.appOrigin);
  }

  private store(origin: string): Map<string, StoredCookie> {
    const host = new URL(origin).host;
    let cookies = this.jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(host, cookies);
    }
    return cookies;
  }

  /** name → value of the cookies this browser keeps for the origin's host (a copy). */
  cookies(origin: string): Map<string, string> {
    return new Map([...this.store(origin)].map(([name, c]) => [name, c.value]));
  }

  /** Plants or overwrites a cookie (SameSite=None unless told), as another browser's jar would hold it. */
  setCookie(origin: string, name: string, value: string, sameSite: SameSite = 'none'): void {
    this.store(origin).set(name, { value, sameSite });
  }

  /**
   * One request, no redirect following; cookies sent (as SameSite allows when `from`, the page that
   * started the request, is another site) and stored.
   */
  async request(url: string, init: RequestInit = {}, from?: string): Promise<Response> {
    const crossSite = from !== undefined && siteOf(from) !== siteOf(url);
    const method = (init.method ?? 'GET').toUpperCase();
    const sent = [...this.store(url)].filter(
      ([, c]) => !crossSite || c.sameSite === 'none' || (c.sameSite === 'lax' && method === 'GET'),
    );
    const headers = new Headers(init.headers);
    if (sent.length > 0) headers.set('cookie', sent.map(([k, c]) => `${k}=${c.value}`).join('; '));
    if (from !== undefined) headers.set('sec-fetch-site', crossSite ? 'cross-site' : 'same-site');
    const response = url.startsWith(this.appOrigin)
      ? await this.app.request(url, { ...init, headers, redirect: 'manual' }, { remoteAddr: '127.0.0.1' })
      : await fetch(url, { ...init, headers, redirect: 'manual' });
    const cookies = this.store(url);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let expired = false;
      // Browsers default a cookie without SameSite to Lax.
      let sameSite: SameSite = 'lax';
      for (const a of attributes) {
        const [k = '', v = ''] = a.trim().split('=');
        const key = k.toLowerCase();
        if (key === 'max-age' && Number(v) <= 0) expired = true;
        if (key === 'expires' && Date.parse(v) < Date.now()) expired = true;
        if (key === 'samesite') sameSite = v.toLowerCase() as SameSite;
      }
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, { value, sameSite });
    }
    return response;
  }

  /**
   * From the app's start URL through the provider until the provider sends the browser back to the
   * app's callback; returns that hop without delivering it.
   */
  async toCallback(startUrl: string): Promise<CallbackHop> {
    let url = startUrl;
    let from: string | undefined;
    for (let hop = 0; hop < 15; hop += 1) {
      const isCallback = Object.values(this.callbacks).some((cb) => url.startsWith(cb));
      if (isCallback) return { method: 'GET', url, ...(from ? { from } : {}) };
      const response = await this.request(url, {}, from);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        from = new URL(url).origin;
        url = new URL(location, url).toString();
        continue;
      }
      const body = await response.text();
      const form = parseAutoPostForm(body);
      if (response.status === 200 && form) {
        return {
          method: 'POST',
          url: new URL(form.action, url).toString(),
          form: form.fields,
          from: new URL(url).origin,
        };
      }
      throw new Error(`unexpected ${response.status} at ${url}: ${body.slice(0, 300)}`);
    }
    throw new Error('too many redirects');
  }

  /** Delivers a captured callback to the app as the browser would (sent from the provider's page). */
  deliver(hop: CallbackHop): Promise<Response> {
    if (hop.method === 'GET') return this.request(hop.url, {}, hop.from);
    return this.request(
      hop.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          // A browser posting the provider's page to Plume says so: the Origin check must let it in.
          origin: hop.from ?? 'null',
        },
        body: hop.form?.toString() ?? '',
      },
      hop.from,
    );
  }

  /** Start → provider → callback; the app's answer to the callback (a 302 to /dashboard or /login). */
  async signIn(
    provider: 'google' | 'apple',
    next?: string,
  ): Promise<{ response: Response; hop: CallbackHop }> {
    const start = `${this.appOrigin}/api/auth/${provider}/start${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`;
    const hop = await this.toCallback(start);
    return { response: await this.deliver(hop), hop };
  }
}

/** The hidden-input form oidc-provider renders for response_mode=form_post. */
export function parseAutoPostForm(html: string): { action: string; fields: URLSearchParams } | null {
  const form = /<form method="post" action="([^"]+)">/.exec(html);
  if (!form?.[1]) return null;
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    fields.set(decodeHtml(match[1] ?? ''), decodeHtml(match[2] ?? ''));
  }
  return { action: decodeHtml(form[1]), fields };
}

function decodeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Real time plus an offset tests can move (ID tokens carry real timestamps). */
export function offsetClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/**
 * `/login?error=<code>&provider=<id>` → the message the app shows for it, or null for another
 * location. Throws when the location carries anything but a known code and provider: text in it
 * would be text anyone could put on the sign-in page with a crafted link.
 */
export function loginError(response: Response): string | null {
  const location = response.headers.get('location') ?? '';
  if (!location.startsWith('/login?')) return null;
  const params = new URL(location, APP_ORIGIN).searchParams;
  const message = signInErrorMessage(params.get(SIGN_IN_ERROR_PARAM), params.get(SIGN_IN_PROVIDER_PARAM));
  const extra = [...params.keys()].filter((k) => k !== SIGN_IN_ERROR_PARAM && k !== SIGN_IN_PROVIDER_PARAM);
  if (message === null || extra.length > 0) {
    throw new Error(`${location} is not /login with a known sign-in error code and provider alone`);
  }
  return message;
}
