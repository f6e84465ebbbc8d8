import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinterestReader, websiteReader, youtubeReader } from '../../edge/engines/sources/readers/feeds.ts';
import type { LoopbackHttp } from '../standins/loopback-http.ts';
import { CHANNEL_ID, startFeedServer } from '../standins/sources/feed-server.ts';
import { loopbackFetcher, productionFetcher } from './sources-helpers.ts';

/** Websites, Pinterest and YouTube through their feeds, against a loopback feed server. */
let server: LoopbackHttp;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.stop());

const website = () => websiteReader({ fetcher: loopbackFetcher().fetcher });

describe('the website reader', () => {
  it('finds the feed a home page announces and reads its newest 30 posts, scripts and unsafe links dropped', async () => {
    const result = await website().read(`${server.origin}/blog/`);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.posts).toHaveLength(30);
    expect(result.posts[0]).toEqual({
      text: 'Bake 1: Rhubarb & custard buns\n\nOur spring special is back & better.\n\nTwo days of proving.\nWorth it.',
      date: '2026-11-20T08:00:00.000Z',
      url: `${server.origin}/blog/posts/1`,
    });
    expect(result.posts.some((p) => p.text.includes('links nowhere safe'))).toBe(false);
    expect(result.profile).toEqual({
      name: 'Crumb & Co. Bakery Blog',
      description: 'Sourdough, seasonal bakes & the people who eat them',
      url: `${server.origin}/blog/`,
    });
  });

  it('reads a JSON Feed, dropping an item without a link', async () => {
    const result = await website().read(`${server.origin}/newsletter/feed.json`);
    expect(result.status === 'ok' && result.posts.map((p) => [p.text, p.url])).toEqual([
      [
        'Issue 2: Winter flours\n\nRye, spelt & einkorn.\n\nWhich one when?',
        `${server.origin}/newsletter/issues/2`,
      ],
      ['Issue 1: Starter care\n\nFeed it twice a day.', `${server.origin}/newsletter/issues/1`],
    ]);
  });

  it('does not expand a billion-laughs DOCTYPE', async () => {
    const result = await website().read(`${server.origin}/laughs.xml`);
    expect(result.status === 'ok' && result.posts).toEqual([
      { text: '&lol9; & more', date: null, url: 'https://laughs.test/1' },
    ]);
  });

  it.each([
    ['/huge.xml', 'failed', /over 1 MB/],
    ['/plain/', 'failed', /announces no feed/],
    ['/broken.xml', 'failed', /answered 500/],
    ['/missing.xml', 'not-found', /answered 404/],
  ])('says what went wrong with %s (%s)', async (path, status, reason) => {
    const result = await website().read(`${server.origin}${path}`);
    expect(result.status).toBe(status);
    expect(result.status !== 'ok' && result.reason).toMatch(reason);
  });

  it('gives up on a feed slower than the deadline (5 s in production, 100 ms here)', async () => {
    const reader = websiteReader({ fetcher: loopbackFetcher({ timeoutMs: 100 }).fetcher });
    const result = await reader.read(`${server.origin}/slow.xml`);
    expect(result).toEqual({ status: 'failed', reason: 'timeout: no answer within 100 ms' });
  });

  it('in production refuses plain http, a redirect to 127.0.0.1 and links to it', async () => {
    const { fetcher, network } = productionFetcher('crumb.example', server.port);
    const reader = websiteReader({ fetcher });
    expect(await reader.read('http://crumb.example/blog/feed.xml')).toEqual({
      status: 'failed',
      reason: 'not an https URL',
    });
    const redirected = await reader.read('https://crumb.example/to-loopback');
    expect(redirected).toEqual({
      status: 'failed',
      reason: 'blocked: 127.0.0.1 resolves to a loopback address',
    });
    expect(network.connector.connected).toEqual(['93.184.215.14:443']);
    // The feed is read, but its posts link to plain http on 127.0.0.1: production links to none of them.
    const fine = await reader.read('https://crumb.example/blog/feed.xml');
    expect(fine).toMatchObject({ status: 'ok', posts: [], profile: { name: 'Crumb & Co. Bakery Blog' } });
  });
});

describe('the Pinterest reader', () => {
  it('reads a profile’s public RSS feed', async () => {
    const result = await pinterestReader({ fetcher: loopbackFetcher().fetcher, baseUrl: server.origin }).read(
      'crumbco',
    );
    expect(result.status === 'ok' && result.posts).toEqual([
      {
        text: 'Cardamom knots\n\nSoft, sticky, Swedish.',
        date: '2026-11-19T10:00:00.000Z',
        url: `${server.origin}/pin/1122334455/`,
      },
      { text: 'Seeded rye', date: '2026-11-17T10:00:00.000Z', url: `${server.origin}/pin/1122334466/` },
    ]);
    expect(
      (await pinterestReader({ fetcher: loopbackFetcher().fetcher, baseUrl: server.origin }).read('nobody'))
        .status,
    ).toBe('not-found');
  });
});

describe('the YouTube reader', () => {
  const youtube = () => youtubeReader({ fetcher: loopbackFetcher().fetcher, baseUrl: server.origin });

  it('finds the feed in the head of a channel page over 1 MB and reads the videos with likes and views', async () => {
    const result = await youtube().read('@crumbco');
    expect(result.status === 'ok' && result.posts[0]).toEqual({
      text: 'Laminating croissant dough in 60 seconds\n\nButter block, three folds, done. 🥐 #baking',
      date: '2026-11-18T16:00:06.000Z',
      url: `${server.origin}/watch?v=abc123`,
      counts: { likes: 1843, views: 48210 },
    });
  });

  it('falls back to the canonical channel address, and reads a channel ID directly', async () => {
    expect((await youtube().read('nofeed')).status).toBe('ok');
    const before = server.requests.length;
    expect((await youtube().read(CHANNEL_ID)).status).toBe('ok');
    expect(server.requests.slice(before).map((r) => r.path)).toEqual([
      `/feeds/videos.xml?channel_id=${CHANNEL_ID}`,
    ]);
  });

  it('says an unknown channel is not found', async () => {
    expect((await youtube().read('nobody')).status).toBe('not-found');
  });
});
