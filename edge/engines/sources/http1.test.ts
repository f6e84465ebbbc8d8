import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketConnector } from '../../../tests/standins/network.ts';
import { type RawServer, startRawServer } from '../../../tests/standins/raw-http.ts';
import { exchangeHttp1 } from './http1.ts';

/** Raw answers by path, written byte for byte, so each framing rule meets the bytes it must handle. */
const answers: Record<string, (socket: import('node:net').Socket) => void> = {
  '/length': (s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Type: text/plain\r\n\r\nhello'),
  '/chunked': (s) =>
    s.end(
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: 1\r\n\r\n',
    ),
  '/close': (s) => s.end('HTTP/1.1 200 OK\r\n\r\nuntil the end'),
  '/interim': (s) => s.end('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n'),
  '/gzip': (s) => {
    const body = gzipSync('packed text');
    s.end(
      Buffer.concat([
        Buffer.from(`HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: ${body.length}\r\n\r\n`),
        body,
      ]),
    );
  },
  '/short': (s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\nonly this'),
  '/bad-chunk': (s) => s.end('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n'),
  '/two-lengths': (s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!'),
  '/folded': (s) => s.end('HTTP/1.1 200 OK\r\nX-A: 1\r\n  folded\r\nContent-Length: 0\r\n\r\n'),
  '/endless-head': (s) => s.end(`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n\r\n`),
  '/brotli': (s) => s.end('HTTP/1.1 200 OK\r\nContent-Encoding: br\r\nContent-Length: 1\r\n\r\nx'),
  '/not-http': (s) => s.end('SSH-2.0-OpenSSH\r\n\r\n'),
  '/silent': () => {},
};

let server: RawServer;
beforeAll(async () => {
  server = await startRawServer((head, socket) => {
    const path = /^GET ([^\s?]+)/.exec(head)?.[1] ?? '';
    answers[path]?.(socket);
  });
});
afterAll(() => server.stop());

async function get(path: string, signal = new AbortController().signal) {
  const connection = await socketConnector().connect(
    { address: '127.0.0.1', port: server.port, tlsHostName: null },
    AbortSignal.timeout(2000),
  );
  const url = new URL(`http://feeds.test:${server.port}${path}`);
  return exchangeHttp1(connection, url, new Headers({ 'User-Agent': 'PlumeBot/1.0' }), signal);
}

describe('exchangeHttp1', () => {
  it('asks for the path with the URL’s host, the caller’s headers, and one request per connection', async () => {
    await (await get('/length?x=1')).text();
    const head = server.heads.at(-1) ?? '';
    expect(head).toMatch(/^GET \/length\?x=1 HTTP\/1\.1\r\n/);
    expect(head).toContain(`Host: feeds.test:${server.port}`);
    expect(head).toContain('user-agent: PlumeBot/1.0');
    expect(head).toContain('Connection: close');
  });

  it('reads a body framed by Content-Length, by chunks (extensions and trailers included) or by the close', async () => {
    const length = await get('/length');
    expect([length.status, length.headers.get('content-type'), await length.text()]).toEqual([
      200,
      'text/plain',
      'hello',
    ]);
    expect(await (await get('/chunked')).text()).toBe('hello, world');
    expect(await (await get('/close')).text()).toBe('until the end');
  });

  it('skips interim answers and gives a 204 no body', async () => {
    const response = await get('/interim');
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('unpacks a gzip body', async () => {
    expect(await (await get('/gzip')).text()).toBe('packed text');
  });

  it.each([
    ['/short', /closed before the body ended/],
    ['/bad-chunk', /malformed chunk size/],
  ])('fails a body that breaks its framing (%s)', async (path, message) => {
    await expect((await get(path)).text()).rejects.toThrow(message);
  });

  it.each([
    ['/two-lengths', /bad Content-Length/],
    ['/folded', /malformed header/],
    ['/endless-head', /over-long header/],
    ['/brotli', /br body, which was not asked for/],
    ['/not-http', /did not answer in HTTP\/1\.1/],
  ])('refuses an answer it cannot read safely (%s)', async (path, message) => {
    await expect(get(path)).rejects.toThrow(message);
  });

  it('gives up when the caller aborts, with the caller’s reason', async () => {
    const controller = new AbortController();
    const pending = get('/silent', controller.signal);
    setTimeout(() => controller.abort(new Error('budget spent')), 20);
    await expect(pending).rejects.toThrow('budget spent');
  });
});
