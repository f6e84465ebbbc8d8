import { describe, expect, it } from 'vitest';
import {
  billionLaughs,
  jsonFeed,
  pinterestFeed,
  rssFeed,
  youtubeFeed,
} from '../../../../tests/standins/sources/feeds.ts';
import { parseFeed } from './feed.ts';

const base = 'https://feeds.example';

describe('parseFeed', () => {
  it('reads RSS 2.0: full content over the summary, HTML reduced to text, scripts gone', () => {
    const feed = parseFeed(rssFeed(base, 2));
    expect(feed).toMatchObject({
      title: 'Crumb & Co. Bakery Blog',
      description: 'Sourdough, seasonal bakes & the people who eat them',
      link: `${base}/`,
    });
    expect(feed?.entries[0]).toEqual({
      title: 'Bake 1: Rhubarb & custard buns',
      summary: 'Our spring special is back & better.\n\nTwo days of proving.\nWorth it.',
      link: `${base}/posts/1`,
      date: 'Fri, 20 Nov 2026 08:00:00 GMT',
    });
    expect(feed?.entries).toHaveLength(3);
  });

  it('reads a YouTube channel’s Atom feed with its descriptions, likes and views', () => {
    const feed = parseFeed(youtubeFeed(base, 'UC0123456789abcdefghijkl'));
    expect(feed?.title).toBe('Crumb & Co.');
    expect(feed?.entries[0]).toEqual({
      title: 'Laminating croissant dough in 60 seconds',
      summary: 'Butter block, three folds, done. 🥐 #baking',
      link: `${base}/watch?v=abc123`,
      date: '2026-11-18T16:00:06+00:00',
      counts: { likes: 1843, views: 48210 },
    });
  });

  it('reads a Pinterest profile feed, whose descriptions are an image and a caption', () => {
    const feed = parseFeed(pinterestFeed(base, 'crumbco'));
    expect(feed?.entries.map((e) => [e.title, e.summary, e.link])).toEqual([
      ['Cardamom knots', 'Soft, sticky, Swedish.', `${base}/pin/1122334455/`],
      ['Seeded rye', '', `${base}/pin/1122334466/`],
    ]);
  });

  it('reads JSON Feed 1.1, text or HTML', () => {
    const feed = parseFeed(jsonFeed(base));
    expect(feed?.title).toBe('Proof — a newsletter about bread');
    expect(feed?.entries.map((e) => [e.summary, e.link, e.date])).toEqual([
      ['Rye, spelt & einkorn.\n\nWhich one when?', `${base}/issues/2`, '2026-11-21T07:00:00Z'],
      ['Feed it twice a day.', `${base}/issues/1`, '2026-11-14T07:00:00Z'],
      ['An item with no URL at all', null, null],
    ]);
  });

  it('reads RSS 1.0 (RDF)', () => {
    const rdf = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>Old school</title><link>${base}/</link><description>RDF</description></channel>
      <item><title>One</title><link>${base}/1</link><description>First</description><dc:date>2026-11-01T00:00:00Z</dc:date></item></rdf:RDF>`;
    expect(parseFeed(rdf)?.entries).toEqual([
      { title: 'One', summary: 'First', link: `${base}/1`, date: '2026-11-01T00:00:00Z' },
    ]);
  });

  it('leaves a billion-laughs DOCTYPE unexpanded: the entities stay literal and parsing is instant', () => {
    const started = performance.now();
    const feed = parseFeed(billionLaughs());
    expect(performance.now() - started).toBeLessThan(200);
    expect(feed?.title).toBe('&lol9;');
    expect(feed?.entries[0]?.summary).toBe('&lol9; & more');
    expect(JSON.stringify(feed).length).toBeLessThan(1_000);
  });

  it('decodes character references but no entity a document defines', () => {
    const feed = parseFeed(
      '<rss><channel><title>&#169; &#x1F950; &amp;amp; &custom;</title><item><title>x</title></item></channel></rss>',
    );
    expect(feed?.title).toBe('© 🥐 & &custom;');
  });

  it.each([
    '<!doctype html><html><head><title>A blog</title></head><body>Hi</body></html>',
    '{"version":"1","items":[]}',
    'not a feed',
    '<rss><channel><title>Cut off</title><item><title>One</title></item><item><ti',
    '<rss><channel><title>broken',
    '',
  ])('calls %j no feed', (body) => {
    expect(parseFeed(body)).toBeNull();
  });
});
