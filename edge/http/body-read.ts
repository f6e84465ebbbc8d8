import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

/**
 * The one way a request body is read: whole, before the handler runs, within a size limit and a
 * deadline. Deno.serve has no header, body or idle timeout of its own, so without a deadline a
 * client sending a byte every few seconds holds a handler (and its memory) for as long as it likes.
 * At the deadline the read is cancelled and the answer is 408 (RFC 9110 §15.5.9), `Connection:
 * close`. Deno 2.9 keeps the socket itself open until the client closes it (its HTTP/1.1 server
 * ignores `Connection: close`); dropping slow connections, and slow headers, which no handler ever
 * sees, is the reverse proxy's job (docs/deployment.md, "Self-hosting").
 *
 * The handler then reads the bytes from memory (`c.req.json()`, `parseBody()`, `text()`), so a
 * size or a deadline can no longer be missed by a route that reads its body another way.
 */
export interface BodyReadLimits {
  /** The largest body accepted; a larger one is refused (413) without reading the rest. */
  maxBytes: number;
  /** How long the whole body may take to arrive, counted from the start of the read. */
  timeoutMs: number;
  /** The 413 this route answers (its message names its own limit). */
  tooLarge: () => AppError;
}

export const bodyTooSlow = (timeoutMs: number) =>
  new AppError(408, `The request body did not arrive within ${timeoutMs / 1000} seconds.`, 'request_timeout');

const UNREADABLE = 'The request body could not be read.';

export function readBodyWithin(limits: BodyReadLimits): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    // A declared length is the whole body (without chunked framing): too large is refused unread.
    if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > limits.maxBytes) {
      throw limits.tooLarge();
    }
    const bytes = await readWithin(c, body, limits);
    // A new request from the parts, not `new Request(c.req.raw, …)`: copying a Deno.serve request
    // reads its `signal`, and Deno 2.9 then warns about its legacy abort on every successful answer.
    const { url, method, headers } = c.req.raw;
    c.req.raw = new Request(url, { method, headers, body: bytes as Uint8Array<ArrayBuffer> });
    await next();
  };
}

async function readWithin(
  c: Context,
  body: ReadableStream<Uint8Array>,
  { maxBytes, timeoutMs, tooLarge }: BodyReadLimits,
): Promise<Uint8Array> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(bodyTooSlow(timeoutMs)), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), late]);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    // Nothing more is read of a body refused, late or broken. A late or broken one is cancelled, so
    // the pending read stops too. One refused for size is only let go: the answer ends it anyway,
    // and cancelling a stream its producer is still filling makes some producers (Node's fetch
    // encoding a FormData) throw on their next chunk, outside any handler.
    if (error instanceof AppError && error.status === 413) reader.releaseLock();
    else reader.cancel().catch(() => {});
    if (error instanceof AppError) {
      if (error.status === 408) c.header('Connection', 'close');
      throw error;
    }
    throw new AppError(400, UNREADABLE, 'unreadable_body', { cause: error });
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
