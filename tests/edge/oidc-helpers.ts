/**
 * A tiny "browser" for the OpenID tests: follows redirects across the app (served in-process through
 * app.request) and the local OpenID provider (real HTTP on loopback), keeps cookies per host, and
 * submits the provider's form_post page the way a browser's script would (a cross-site POST).
 */
import type { Clock } from '../../edge/deps.ts';

export const APP_ORIGIN = 'http://127.0.0.1:8799';
export const CALLBACKS = {
  google: `${APP_ORIGIN}/api/auth/google/callback`,
  apple: `${APP_ORIGIN}/api/auth/apple/callback`,
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
  /** The provider's origin (the page that posted the form). */
  from?: string;
}

export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>();
  private readonly app: AppLike;

  constructor(app: AppLike) {
    this.app = app;
  }

  cookies(origin: string): Map<string, string> {
    const host = new URL(origin).host;
    let cookies = this.jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(host, cookies);
    }
    return cookies;
  }

  /** One request, no redirect following; cookies sent and stored. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookies = this.cookies(url);
    const headers = new Headers(init.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = url.startsWith(APP_ORIGIN)
      ? await this.app.request(url, { ...init, headers, redirect: 'manual' }, { remoteAddr: '127.0.0.1' })
      : await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        return (
          (k.toLowerCase() === 'max-age' && Number(v) <= 0) ||
          (k.toLowerCase() === 'expires' && Date.parse(v) < Date.now())
        );
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }

  /**
   * From the app's start URL through the provider until the provider sends the browser back to the
   * app's callback; returns that hop without delivering it.
   */
  async toCallback(startUrl: string): Promise<CallbackHop> {
    let url = startUrl;
    for (let hop = 0; hop < 15; hop += 1) {
      const isCallback = Object.values(CALLBACKS).some((cb) => url.startsWith(cb));
      if (isCallback) return { method: 'GET', url };
      const response = await this.request(url);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
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

  /** Delivers a captured callback to the app as the browser would. */
  deliver(hop: CallbackHop): Promise<Response> {
    if (hop.method === 'GET') return this.request(hop.url);
    return this.request(hop.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // A browser posting the provider's page to Plume says so: the Origin check must let it in.
        origin: hop.from ?? 'null',
        'sec-fetch-site': 'cross-site',
      },
      body: hop.form?.toString() ?? '',
    });
  }

  /** Start → provider → callback; the app's answer to the callback (a 302 to /dashboard or /login). */
  async signIn(
    provider: 'google' | 'apple',
    next?: string,
  ): Promise<{ response: Response; hop: CallbackHop }> {
    const start = `${APP_ORIGIN}/api/auth/${provider}/start${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`;
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

/** `/login?error=…` → the message, or null for another location. */
export function loginError(response: Response): string | null {
  const location = response.headers.get('location') ?? '';
  if (!location.startsWith('/login?')) return null;
  return new URL(location, APP_ORIGIN).searchParams.get('error');
}
