import { ByteReader, bodyStream, ProtocolError } from './http1-body.ts';

/**
 * One GET over HTTP/1.1 on a connection the caller opened — the piece that lets the fetcher connect
 * to the very address it checked, which the runtime's fetch() cannot (it resolves the name again,
 * the DNS-rebinding window; docs/security.md). One request per connection (`Connection: close`), no
 * redirects followed: the fetcher checks each hop itself.
 */

/** A byte stream both ways: a Deno.Conn / Deno.TlsConn, or a Node socket in tests. */
export interface Connection {
  readable: ReadableStream<Uint8Array>;
  writable: WritableStream<Uint8Array>;
  close(): void;
}

/** The status line and headers together, at most this many bytes. */
const HEAD_MAX = 64 * 1024;

function requestHead(url: URL, headers: Headers): string {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of headers) {
    if (/[\r\n]/.test(value)) throw new TypeError(`header ${name} holds a line break`);
    if (!['host', 'connection', 'accept-encoding'].includes(name)) lines.push(`${name}: ${value}`);
  }
  // gzip keeps big pages small on the wire; the fetcher's byte cap counts the unpacked bytes.
  lines.push('Accept-Encoding: gzip', 'Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function parseHead(text: string): { status: number; headers: Headers } {
  const [statusLine = '', ...lines] = text.replace(/\r\n\r\n$/, '').split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(statusLine);
  if (!status?.[1]) throw new ProtocolError('the server did not answer in HTTP/1.1');
  const headers = new Headers();
  for (const line of lines) {
    const field = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!field?.[1]) throw new ProtocolError('the server sent a malformed header'); // also obs-fold
    headers.append(field[1], field[2] ?? '');
  }
  return { status: Number(status[1]), headers };
}

function framingOf(status: number, headers: Headers) {
  if (status === 204 || status === 304) return null;
  const coding = headers.get('transfer-encoding');
  if (coding !== null) {
    // Only a final "chunked" frames the body; any other coding runs to the close (RFC 9112 §6.3).
    return /(^|,)\s*chunked\s*$/i.test(coding)
      ? ({ kind: 'chunked' } as const)
      : ({ kind: 'close' } as const);
  }
  const length = headers.get('content-length');
  if (length === null) return { kind: 'close' } as const;
  const values = new Set(length.split(',').map((v) => v.trim()));
  const [only] = values;
  if (values.size !== 1 || !only || !/^\d{1,15}$/.test(only))
    throw new ProtocolError('the server sent a bad Content-Length');
  return { kind: 'length', length: Number(only) } as const;
}

function decoded(body: ReadableStream<Uint8Array>, headers: Headers): ReadableStream<Uint8Array> {
  const coding = (headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (coding === 'identity') return body;
  if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== 'deflate')
    throw new ProtocolError(`the server sent a ${coding} body, which was not asked for`);
  headers.delete('content-encoding');
  headers.delete('content-length');
  const format = coding === 'deflate' ? 'deflate' : 'gzip';
  return body.pipeThrough(
    new DecompressionStream(format) as unknown as TransformStream<Uint8Array, Uint8Array>,
  );
}

/** Send a GET for `url` on `connection` and read the answer's head; the body streams as it is read. */
export async function exchangeHttp1(
  connection: Connection,
  url: URL,
  headers: Headers,
  signal: AbortSignal,
): Promise<Response> {
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    signal.removeEventListener('abort', close);
    try {
      connection.close();
    } catch {
      // already closed by the other side
    }
  };
  signal.addEventListener('abort', close);
  try {
    signal.throwIfAborted();
    const writer = connection.writable.getWriter();
    await writer.write(new TextEncoder().encode(requestHead(url, headers)));
    writer.releaseLock();
    const reader = new ByteReader(connection.readable.getReader());
    for (;;) {
      const head = parseHead(await reader.until('\r\n\r\n', HEAD_MAX));
      if (head.status >= 100 && head.status < 200) continue; // interim answers (100, 103): the real one follows
      if (head.status < 200 || head.status > 599)
        throw new ProtocolError('the server sent an impossible status');
      const framing = framingOf(head.status, head.headers);
      if (!framing) {
        close();
        return new Response(null, { status: head.status, headers: head.headers });
      }
      const body = decoded(bodyStream(reader, framing, close), head.headers);
      return new Response(body, { status: head.status, headers: head.headers });
    }
  } catch (error) {
    close();
    throw signal.aborted ? signal.reason : error;
  }
}
