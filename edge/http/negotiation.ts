/**
 * Content negotiation shared by the SPA's files and the in-memory public reads: which stored
 * encoding a client accepts, and whether its cached copy (If-None-Match) is still current.
 */

import { ENCODINGS, type Encoding } from '../contract/compression.ts';

/**
 * The best of `available` that Accept-Encoding allows (RFC 9110 §12.5.3): the highest q-value wins,
 * Brotli before gzip on a tie, `q=0` refuses, `*` stands for any coding not named. Null → identity.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number.parseFloat(value ?? '');
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of available) {
    const q =
      weights.get(encoding) ??
      (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ??
      weights.get('*') ??
      0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** A strong ETag naming these exact bytes (so each encoded copy has its own tag, as HTTP requires). */
export async function etagOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  const hex = Array.from(digest.subarray(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * If-None-Match against the current tag with the weak comparison RFC 9110 §13.1.2 prescribes for
 * it: `W/"x"` matches `"x"`. Deno Deploy weakens the ETag of an answer it compresses itself, so a
 * strong comparison would never send a 304 there.
 */
export function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === current);
}
