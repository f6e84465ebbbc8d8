import type { Context } from 'hono';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../deps.ts';

/**
 * The client address the per-IP limits count against.
 *
 * - Without TRUSTED_PROXY: the socket's peer address (main.ts passes it as `remoteAddr`). Forwarded
 *   headers are ignored, because any client can send them.
 * - With TRUSTED_PROXY=<header>: that header, which the proxy in front of Plume sets. For a list
 *   header such as `x-forwarded-for` the LAST entry is used: it is the one the trusted proxy
 *   appended (the address it saw); entries to its left come from the client and can be forged.
 *   A missing header falls back to the socket address (the proxy's), which only makes limits stricter.
 *
 * IPv6 addresses are counted per /64, the block one subscriber usually holds, so rotating addresses
 * inside it does not reset the limits. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientIp<E extends AppEnv>(c: Context<E>, config: Pick<Config, 'trustedProxy'>): string {
  let address: string | undefined;
  if (config.trustedProxy) {
    const header = c.req.header(config.trustedProxy);
    address = header
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
  }
  address ??= c.env?.remoteAddr;
  return address ? normaliseIp(address) : 'unknown';
}

export function normaliseIp(raw: string): string {
  let address = raw.trim().toLowerCase();
  // "[2001:db8::1]:443" or "203.0.113.5:1234" (some proxies add the port)
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.replace(/:\d+$/, '');
  address = address.replace(/%.*$/, ''); // zone id
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (right.some((g) => g.includes('.')) || left.some((g) => g.includes('.'))) return null;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
