import { isLoopbackUrl } from './config.ts';
import { exchangeHttp1 } from './http1.ts';
import type { Network } from './network.ts';
import { checkTarget, FetchError } from './target.ts';

export { FetchError, type FetchFailure } from './target.ts';

/**
 * The one fetcher for every outbound request of the edge (ARCHITECTURE §7b, docs/security.md):
 * GET only; https only (plain http to loopback only while FETCH_ALLOW_LOOPBACK=1); each hop's host
 * resolved through the injected resolver and every address checked (target.ts) before connecting to
 * that very address (network.ts); redirects followed by hand, each checked again; one deadline for a
 * request and its redirects; the body counted as it streams and cut off past the cap, whatever
 * Content-Length claimed.
 */

export const FETCH_LIMITS = { timeoutMs: 5_000, maxBytes: 1_048_576, maxRedirects: 3 } as const;

export interface Fetched {
  status: number;
  /** Where the answer came from, after redirects. */
  url: URL;
  headers: Headers;
  bytes: Uint8Array;
  /** True when `overflow: 'truncate'` kept only the first `maxBytes` of a longer body. */
  truncated: boolean;
  /** The body as text, in the charset the Content-Type names (UTF-8 when none or unknown). */
  text(): string;
}

export interface GetOptions {
  accept?: string;
  /** The run's budget: aborting it ends the request (FetchError 'cancelled'). */
  signal?: AbortSignal;
  /** `truncate` keeps the first maxBytes instead of failing (reading a page's head for its feed link). */
  overflow?: 'fail' | 'truncate';
}

export interface SafeFetcher {
  get(url: string | URL, options?: GetOptions): Promise<Fetched>;
  /** The origin for a host named in a handle: https, or http for a loopback stand-in while allowed. */
  originOf(host: string): string;
  /** `url` (resolved against `base`) if it may be linked to or fetched, else null: https, or loopback http while allowed. */
  linkable(url: string, base?: string | URL): string | null;
}

export interface SafeFetchOptions {
  network: Network;
  allowLoopback: boolean;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes); // an unknown charset label: UTF-8 is the best guess
  }
}

async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  max: number,
  overflow: 'fail' | 'truncate',
) {
  const parts: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.length > max) {
        await reader.cancel();
        if (overflow === 'fail') throw new FetchError('too-large', `the answer is over ${max} bytes`);
        parts.push(value.subarray(0, max - size));
        size = max;
        truncated = true;
        break;
      }
      parts.push(value);
      size += value.length;
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { bytes, truncated };
}

export function createSafeFetch(options: SafeFetchOptions): SafeFetcher {
  const { network, allowLoopback, userAgent } = options;
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;

  const linkable = (url: string, base?: string | URL): string | null => {
    if (!URL.canParse(url, base)) return null;
    const parsed = new URL(url, base);
    if (parsed.username || parsed.password) return null;
    if (parsed.protocol === 'https:') return parsed.href;
    return parsed.protocol === 'http:' && allowLoopback && isLoopbackUrl(parsed) ? parsed.href : null;
  };

  async function get(input: string | URL, { accept, signal, overflow = 'fail' }: GetOptions = {}) {
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new FetchError('timeout', `no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const deadline = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    const headers = new Headers({ 'User-Agent': userAgent, Accept: accept ?? '*/*' });
    try {
      if (!URL.canParse(input)) throw new FetchError('bad-url', 'not a URL');
      let url = new URL(input);
      for (let hop = 0; ; hop++) {
        const target = await checkTarget(url, { resolver: network.resolver, allowLoopback }, deadline);
        const connection = await network.connector.connect(target, deadline);
        const response = await exchangeHttp1(connection, url, headers, deadline);
        const location = response.headers.get('location');
        if (REDIRECTS.has(response.status) && location !== null) {
          await response.body?.cancel();
          if (hop >= maxRedirects) throw new FetchError('redirects', `more than ${maxRedirects} redirects`);
          if (!URL.canParse(location, url)) throw new FetchError('bad-url', 'a redirect to no valid URL');
          url = new URL(location, url);
          continue;
        }
        const { bytes, truncated } = await readCapped(response.body, maxBytes, overflow);
        const contentType = response.headers.get('content-type');
        return {
          status: response.status,
          url,
          headers: response.headers,
          bytes,
          truncated,
          text: () => decode(bytes, contentType),
        } satisfies Fetched;
      }
    } catch (error) {
      if (error instanceof FetchError) throw error;
      if (timeout.signal.aborted) throw timeout.signal.reason;
      if (signal?.aborted) throw new FetchError('cancelled', 'the run’s fetch budget ran out');
      throw new FetchError('network', error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get,
    originOf: (host) => `${linkable(`http://${host}/`) ? 'http' : 'https'}://${host}`,
    linkable,
  };
}
