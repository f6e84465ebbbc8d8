import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import { ENCODINGS, type Encoding } from '../contract/compression.ts';
import { etagOf, preferredEncoding, stillFresh } from './negotiation.ts';

/**
 * An answer prepared once and sent many times (the in-memory public reads, edge/features/content):
 * serialised and compressed when it is loaded, then each request gets the copy its Accept-Encoding
 * prefers, with an ETag per copy and a 304 when the client's copy is current.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One encoded form of an answer and the ETag naming exactly those bytes. */
export interface Encoded {
  bytes: Uint8Array;
  etag: string;
}

/** A public read's JSON, ready to send: as it is, and in every encoding Plume offers. */
export interface CachedAnswer<Body> {
  body: Body;
  identity: Encoded;
  encoded: Record<Encoding, Encoded>;
}

const encoded = async (bytes: Uint8Array): Promise<Encoded> => ({ bytes, etag: await etagOf(bytes) });

/** Serialises once and compresses once per load, so a request costs neither (Brotli 11 takes ms). */
export async function prepareAnswer<Body>(body: Body): Promise<CachedAnswer<Body>> {
  const json = new TextEncoder().encode(JSON.stringify(body));
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(json, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    body,
    identity: await encoded(json),
    encoded: { br: await encoded(new Uint8Array(br)), gzip: await encoded(new Uint8Array(gz)) },
  };
}

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
