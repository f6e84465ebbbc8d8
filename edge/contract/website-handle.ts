/**
 * The `website` handle (a site, blog, newsletter or podcast feed): its reference is a web address the
 * edge reads posts from. Checked by hand rather than with `new URL`, like the other handles: the app
 * and the edge must reach the same answer, and runtimes disagree on hosts. The edge's safe fetcher
 * still checks every address it resolves; this only keeps out what could never be read.
 */

/** Longest `website` reference: the URL length every browser and server handles. */
export const WEBSITE_URL_MAX_CHARS = 2048;

/**
 * What a handle check may allow beyond the public rules. The edge passes `allowLoopbackHttp` while
 * FETCH_ALLOW_LOOPBACK=1, so a `website` may name an http stand-in on this machine; the app never does.
 */
export interface HandleOptions {
  allowLoopbackHttp?: boolean;
}

/** scheme :// authority, then path and query, then a fragment (dropped: it never reaches the server). */
const WEB_URL = /^([a-z]+):\/\/([^/?#\\\s]*)([/?][^#]*)?(#.*)?$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** ASCII labels and a top-level domain of letters (or its xn-- form); no IP literals, no user:password@. */
const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
// Any whitespace or control character: a pasted address holding one is not an address.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE = /[\s\u0000-\u001f\u007f]/;

const EXAMPLE = 'such as https://example.com/blog or its feed';

/**
 * Trims, adds `https://` to an address typed without a scheme (`example.com/feed`), lowercases the
 * scheme and host, and drops a `#fragment`. Never throws; what it cannot read it returns trimmed, and
 * websiteProblem says why.
 */
export function normaliseWebsite(raw: string): string {
  const value = raw.trim();
  if (value === '') return '';
  const withScheme = HAS_SCHEME.test(value) ? value : `https://${value}`;
  const match = WEB_URL.exec(withScheme);
  if (!match) return value;
  const [, scheme = '', authority = '', rest = '/'] = match;
  return `${scheme.toLowerCase()}://${authority.toLowerCase()}${rest}`;
}

/** Null when the (normalised) address can be read; else the sentence that says what fits. */
export function websiteProblem(reference: string, options: HandleOptions = {}): string | null {
  if (reference === '') return 'Enter the address of the site or its feed.';
  if (reference.length > WEBSITE_URL_MAX_CHARS)
    return `A web address is at most ${WEBSITE_URL_MAX_CHARS.toLocaleString('en-US')} characters.`;
  const match = WEB_URL.exec(reference);
  if (!match || UNSAFE.test(reference)) return `Enter a web address ${EXAMPLE}.`;
  const [, scheme = '', authority = ''] = match;
  const portAt = authority.search(/:\d{1,5}$/);
  const host = portAt === -1 ? authority : authority.slice(0, portAt);
  const port = portAt === -1 ? null : Number(authority.slice(portAt + 1));
  if (port !== null && (port < 1 || port > 65535)) return `Enter a web address ${EXAMPLE}.`;
  // Plain http and loopback hosts exist for the stand-ins of tests, only while the edge allows them.
  if (options.allowLoopbackHttp && LOOPBACK_HOST.test(host) && (scheme === 'http' || scheme === 'https'))
    return null;
  if (scheme !== 'https') return `Use the site’s https:// address, ${EXAMPLE}.`;
  if (!DOMAIN.test(host)) return `Enter a web address with the site’s name, ${EXAMPLE}.`;
  return null;
}
