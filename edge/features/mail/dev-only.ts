import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../deps.ts';

/**
 * Pages that exist for development (the dev mailbox; later the test-mode checkout) answer only in
 * development and only to this machine (ARCHITECTURE §3). app.ts mounts them only in development;
 * this guard turns every other client away with the app's plain 404, so nothing says they exist.
 */
export const developmentLoopbackOnly =
  (config: Pick<Config, 'appEnv' | 'appUrl'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (config.appEnv !== 'development' || !isLocalRequest(c, config.appUrl)) {
      return c.text('Not found', 404);
    }
    await next();
  };

/**
 * Loopback socket (main.ts passes `info.remoteAddr.hostname` as `c.env.remoteAddr`), a local Host
 * name (so a DNS-rebinding page on evil.example → 127.0.0.1 cannot read the codes), and no forwarding
 * header naming another machine (a tunnel such as ngrok connects from loopback on a stranger's behalf).
 */
export function isLocalRequest(c: Context, appUrl?: string): boolean {
  const remoteAddr = (c.env as { remoteAddr?: unknown } | undefined)?.remoteAddr;
  if (typeof remoteAddr !== 'string' || !isLoopbackAddress(remoteAddr)) return false;
  const host = new URL(c.req.url).hostname.toLowerCase();
  const appHost = appUrl ? new URL(appUrl).hostname.toLowerCase() : undefined;
  if (!isLoopbackHostName(host) && host !== appHost) return false;
  return forwardedAddresses(c.req.raw.headers).every(isLoopbackAddress);
}

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (`::ffff:127.0.0.1`, `::ffff:7f00:1`), with or without brackets. */
export function isLoopbackAddress(address: string): boolean {
  let a = address.trim().toLowerCase();
  if (a.startsWith('[') && a.includes(']')) a = a.slice(1, a.indexOf(']'));
  a = a.replace(/%.*$/, ''); // zone id
  if (a === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(a)) return true;
  if (/^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(a)) return true;
  if (a.startsWith('::ffff:')) a = a.slice(7);
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  return v4 !== null && v4[1] === '127' && v4.slice(2).every((part) => Number(part) <= 255);
}

const isLoopbackHostName = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'fly-client-ip',
  'x-client-ip',
];

/** Every client address a proxy put in the request (an unreadable one counts as foreign). */
function forwardedAddresses(headers: Headers): string[] {
  const found: string[] = [];
  for (const name of FORWARDING_HEADERS) {
    const value = headers.get(name);
    if (value !== null) found.push(...value.split(',').map(stripPort));
  }
  const forwarded = headers.get('forwarded');
  if (forwarded !== null) {
    for (const element of forwarded.split(',')) {
      const pair = element.split(';').find((p) => p.trim().toLowerCase().startsWith('for='));
      found.push(pair ? stripPort(pair.trim().slice(4).replace(/^"|"$/g, '')) : '');
    }
  }
  return found;
}

/** `1.2.3.4:80` → `1.2.3.4`, `[::1]:80` → `::1`; a bare IPv6 address stays whole. */
function stripPort(value: string): string {
  const v = value.trim();
  if (v.startsWith('[')) {
    const end = v.indexOf(']');
    return end > 0 ? v.slice(1, end) : v;
  }
  const colons = v.split(':').length - 1;
  return colons === 1 ? v.slice(0, v.indexOf(':')) : v;
}
