import type { Context, TypedResponse } from 'hono';
import { ENCODINGS } from '../../contract/compression.ts';
import { preferredEncoding, stillFresh } from '../../negotiation.ts';
import type { CachedAnswer } from './answers.ts';

/**
 * Cache-Control of the public reads (the blanket no-store of the API skips an answer that chose its
 * own). Prices must be current when shown, so costs and packages revalidate every time (a 304 costs
 * a few bytes); texts may be a minute old, and are served stale while revalidating for a day.
 */
export const PRICES_CACHE_CONTROL = 'public, no-cache';
export const TEXTS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=86400';

/**
 * Sends an in-memory answer: the encoding the client accepts best, an ETag per encoding, and 304
 * when If-None-Match (compared weakly) names it. Typed as the JSON it carries, so the app's `hc`
 * client reads the same type as from `c.json`.
 */
export function sendCached<Body>(
  c: Context,
  answer: CachedAnswer<Body>,
  cacheControl: string,
): Response & TypedResponse<Body, 200, 'json'> {
  const encoding = preferredEncoding(c.req.header('accept-encoding'), ENCODINGS);
  const chosen = encoding ? answer.encoded[encoding] : answer.identity;
  c.header('Content-Type', 'application/json');
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', chosen.etag);
  let send: Response;
  if (stillFresh(c.req.header('if-none-match'), chosen.etag)) send = c.body(null, 304);
  else {
    if (encoding) c.header('Content-Encoding', encoding);
    send = c.body(chosen.bytes as Uint8Array<ArrayBuffer>, 200);
  }
  return send as Response & TypedResponse<Body, 200, 'json'>;
}
