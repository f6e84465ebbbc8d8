import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../edge/engines/sources/network.ts';
import { createSafeFetch, FetchError, type SafeFetchOptions } from '../../edge/engines/sources/safe-fetch.ts';
import { type LoopbackHttp, startLoopbackHttp } from '../standins/loopback-http.ts';
import { testNetwork } from '../standins/network.ts';
import { rejectionOf } from './rejection.ts';

/**
 * The outbound fetcher over real loopback HTTP: what it sends, which hops it refuses (before any
 * connection is opened), and how it ends slow, endless and oversized answers. Deadlines are scaled
 * down through the fetcher's options, so no test waits the real 5 s.
 */
let server: LoopbackHttp;
let pending: ReturnType<typeof setTimeout>[] = [];
beforeAll(async () => {
  server = await startLoopbackHttp((url, res) => {
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { Location: left > 1 ? `/hops/${left - 1}` : '/hello' });
      return void res.end();
    }
    switch (url.pathname) {
      case '/hello':
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end('héllo');
      case '/to-private':
        res.writeHead(301, { Location: 'http://10.0.0.1/admin' });
        return void res.end();
      case '/to-metadata':
        res.writeHead(307, { Location: 'http://169.254.169.254/latest/meta-data/' });
        return void res.end();
      case '/to-inside-name':
        res.writeHead(302, { Location: `http://inside.test:${server.port}/hello` });
        return void res.end();
      case '/big': {
        // Chunked, so no Content-Length warns the client: only counting can stop it.
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        const block = 'x'.repeat(64 * 1024);
        for (let i = 0; i < 20; i++) res.write(block);
        return void res.end();
      }
      case '/slow-head':
        pending.push(setTimeout(() => res.end('late'), 10_000));
        return;
      case '/slow-body':
        res.writeHead(200);
        res.write('a little');
        pending.push(setTimeout(() => res.end('…and the rest'), 10_000));
        return;
      default:
        res.writeHead(404);
        res.end();
    }
  });
});
afterAll(async () => {
  for (const timer of pending) clearTimeout(timer);
  pending = [];
  await server.stop();
});

const table = {
  'feeds.test': ['127.0.0.1'],
  'inside.test': ['10.1.2.3'],
  'split.test': ['127.0.0.1', '192.168.0.10'],
  'v6-mapped.test': ['::ffff:7f00:1'],
  'public.test': ['93.184.215.14'],
};

function fetcher(options: Partial<SafeFetchOptions> = {}) {
  const network = testNetwork(table);
  const safe = createSafeFetch({
    network,
    allowLoopback: true,
    userAgent: 'PlumeBot/1.0 (+https://plume.example)',
    ...options,
  });
  return { safe, network };
}

const failureOf = async (promise: Promise<unknown>) => (await rejectionOf(promise, FetchError)).failure;

describe('the safe fetcher', () => {
  it('says who it is, connects to the address it checked, and reads the body in its charset', async () => {
    const { safe, network } = fetcher();
    const answer = await safe.get(`http://feeds.test:${server.port}/hello`, { accept: 'text/plain' });
    expect([answer.status, answer.text()]).toEqual([200, 'héllo']);
    expect(server.requests.at(-1)?.headers['user-agent']).toBe('PlumeBot/1.0 (+https://plume.example)');
    expect(server.requests.at(-1)?.headers.accept).toBe('text/plain');
    // The name was resolved once, by the fetcher, and the socket went to that address.
    expect(network.resolver.lookups).toEqual(['feeds.test']);
    expect(network.connector.connected).toEqual([`127.0.0.1:${server.port}`]);
  });

  it('follows three redirects, checking each hop, and refuses a fourth', async () => {
    const { safe, network } = fetcher();
    const three = await safe.get(`${server.origin}/hops/3`);
    expect([three.status, three.url.pathname]).toEqual([200, '/hello']);
    expect(network.connector.connected).toHaveLength(4);
    expect(await failureOf(safe.get(`${server.origin}/hops/4`))).toBe('redirects');
  });

  it.each([
    ['/to-private', 'a private address'],
    ['/to-metadata', 'the metadata address'],
    ['/to-inside-name', 'a name that resolves inside'],
  ])('refuses a redirect to %s (%s) without connecting to it', async (path) => {
    const { safe, network } = fetcher();
    expect(await failureOf(safe.get(`${server.origin}${path}`))).toBe('blocked');
    expect(network.connector.connected).toEqual([`127.0.0.1:${server.port}`]);
  });

  it.each([
    ['inside.test', 'blocked'],
    ['split.test', 'blocked'],
    ['nowhere.test', 'unresolved'],
    ['localhost.', 'blocked'],
    ['metadata.google.internal', 'blocked'],
  ])('refuses %s before connecting when its DNS answer (or name) points inside', async (host, failure) => {
    const { safe, network } = fetcher({ allowLoopback: host !== 'localhost.' });
    expect(await failureOf(safe.get(`https://${host}/feed.xml`))).toBe(failure);
    expect(network.connector.connected).toEqual([]);
  });

  it('without FETCH_ALLOW_LOOPBACK reaches no loopback stand-in, by address, name or mapped form', async () => {
    const { safe, network } = fetcher({ allowLoopback: false });
    for (const url of [
      `${server.origin}/hello`,
      `http://feeds.test:${server.port}/hello`,
      'https://feeds.test/hello',
      'https://v6-mapped.test/hello',
      'https://[::ffff:127.0.0.1]/hello',
      'https://2130706433/hello',
      'https://localhost/hello',
    ])
      expect(await failureOf(safe.get(url)), url).toBe('blocked');
    expect(network.connector.connected).toEqual([]);
  });

  it('speaks TLS to a public host on its own port only, verifying the name it was given', async () => {
    const seen: unknown[] = [];
    const recording: Connector = {
      async connect(target) {
        seen.push(target);
        throw new Error('no network in tests');
      },
    };
    const { safe } = fetcher({ allowLoopback: false });
    const pinned = createSafeFetch({
      network: { resolver: testNetwork(table).resolver, connector: recording },
      allowLoopback: false,
      userAgent: 'PlumeBot/1.0',
    });
    expect(await failureOf(pinned.get('https://public.test/feed.xml'))).toBe('network');
    expect(seen).toEqual([{ address: '93.184.215.14', port: 443, tlsHostName: 'public.test' }]);
    expect(await failureOf(safe.get('https://public.test:8443/feed.xml'))).toBe('blocked');
    expect(await failureOf(safe.get('http://public.test/feed.xml'))).toBe('blocked');
  });

  it.each([
    'ftp://feeds.test/x',
    'https://user:pass@public.test/x',
    'file:///etc/passwd',
    'not a url',
    'https://exa mple.com/',
  ])('refuses %s as no URL it fetches', async (url) => {
    expect(await failureOf(fetcher().safe.get(url))).toBe('bad-url');
  });

  it('stops reading past 1 MB however the body is framed, or keeps the first 1 MB when asked', async () => {
    const { safe } = fetcher();
    expect(await failureOf(safe.get(`${server.origin}/big`))).toBe('too-large');
    const head = await safe.get(`${server.origin}/big`, { overflow: 'truncate' });
    expect([head.bytes.length, head.truncated]).toEqual([1_048_576, true]);
  });

  it('gives up on a server that is slow to answer or slow to finish', async () => {
    const { safe } = fetcher({ timeoutMs: 150 });
    const started = Date.now();
    expect(await failureOf(safe.get(`${server.origin}/slow-head`))).toBe('timeout');
    expect(await failureOf(safe.get(`${server.origin}/slow-body`))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('ends when the run’s budget does', async () => {
    const { safe } = fetcher();
    const budget = new AbortController();
    setTimeout(() => budget.abort(), 50);
    expect(await failureOf(safe.get(`${server.origin}/slow-head`, { signal: budget.signal }))).toBe(
      'cancelled',
    );
  });

  it('links only https, or loopback http while loopback is allowed', () => {
    const { safe } = fetcher({ allowLoopback: false });
    expect(safe.linkable('/post/1', 'https://blog.example/feed')).toBe('https://blog.example/post/1');
    expect(safe.linkable('http://blog.example/post/1')).toBeNull();
    expect(safe.linkable('javascript:alert(1)')).toBeNull();
    expect(safe.linkable(`${server.origin}/p`)).toBeNull();
    expect(fetcher().safe.linkable(`${server.origin}/p`)).toBe(`${server.origin}/p`);
    expect(safe.originOf('mastodon.social')).toBe('https://mastodon.social');
    expect(fetcher().safe.originOf(server.host)).toBe(server.origin);
  });
});
