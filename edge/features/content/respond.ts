import type { Context, TypedResponse } from 'hono';
import { ENCODINGS, type Encoding } from '../../contract/compression.ts';
import { preferredEncoding, stillFresh } from '../../negotiation.ts';
import type { CachedAnswer, Encoded } from './answers.ts';

/**
 * Cache-Control of the public reads (the blanket no-store of the API skips an answer that chose its
 * own). Prices must be current when shown, so costs and packages revalidate every time (a 304 costs
 * a few bytes); texts may be a minute old, and are served stale while revalidating for a day.
 */
export const PRICES_CACHE_CONTROL = 'public, no-cache';
export const TEXTS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=86400';

/**
 * Every answer a public read can give, built once: per stored copy (each encoding of each load),
 * per Cache-Control and per status. A request sends a clone. On Deno a Response built with headers
 * costs about a microsecond per header (the init is converted header by header), Hono's `c.header`
 * takes that path, and a clone copies the finished header list instead: the difference is most of
 * what a public read costs beyond a bare hello-world (`npm run bench`). Held weakly by the copy, so a
 * reload's new answers drop the old ones.
 */
const built = new WeakMap<Encoded, Map<string, Response>>();

function answerFor(chosen: Encoded, encoding: Encoding | null, cacheControl: string, notModified: boolean) {
  let byKind = built.get(chosen);
  if (!byKind) {
    byKind = new Map();
    built.set(chosen, byKind);
  }
  const kind = `${notModified ? 304 : 200} ${cacheControl}`;
  let response = byKind.get(kind);
  if (!response) {
    response = notModified
      ? new Response(null, { status: 304 })
      : new Response(chosen.bytes as Uint8Array<ArrayBuffer>, { status: 200 });
    response.headers.set('Content-Type', 'application/json');
    response.headers.set('Cache-Control', cacheControl);
    response.headers.set('Vary', 'Accept-Encoding');
    response.headers.set('ETag', chosen.etag);
    if (encoding && !notModified) response.headers.set('Content-Encoding', encoding);
    byKind.set(kind, response);
  }
  return response.clone();
}

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
  const notModified = stillFresh(c.req.header('if-none-match'), chosen.etag);
  return answerFor(chosen, encoding, cacheControl, notModified) as Response &
    TypedResponse<Body, 200, 'json'>;
}
