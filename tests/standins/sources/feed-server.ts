import { type LoopbackHttp, startLoopbackHttp } from '../loopback-http.ts';
import { billionLaughs, jsonFeed, pinterestFeed, rssFeed, youtubeFeed } from './feeds.ts';

/**
 * A loopback feed server: a blog (RSS, announced by its home page), a newsletter (JSON Feed), a
 * Pinterest profile's RSS and a YouTube channel page announcing its Atom feed, plus the hostile
 * ones: a billion-laughs DOCTYPE, a feed over 1 MB, a slow feed, a page announcing no feed, a 500, and a redirect
 * to 127.0.0.1 by address (the fetcher refuses it unless loopback is allowed).
 */

export const CHANNEL_ID = 'UC0123456789abcdefghijkl';

const page = (head: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Crumb &amp; Co.</title>${head}</head><body><h1>Crumb &amp; Co.</h1></body></html>`;

export async function startFeedServer(): Promise<LoopbackHttp> {
  const server = await startLoopbackHttp((url, res) => {
    const { origin } = server;
    const send = (type: string, body: string, status = 200) => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    switch (url.pathname) {
      case '/blog/':
        return send(
          'text/html; charset=utf-8',
          page('<link rel="alternate" type="application/rss+xml" title="Crumb & Co." href="/blog/feed.xml">'),
        );
      case '/blog/feed.xml':
        return send('application/rss+xml; charset=utf-8', rssFeed(`${origin}/blog`, 35));
      case '/newsletter/feed.json':
        return send('application/feed+json', jsonFeed(`${origin}/newsletter`));
      case '/crumbco/feed.rss':
        return send('application/rss+xml; charset=utf-8', pinterestFeed(origin, 'crumbco'));
      case '/@crumbco':
        // A real channel page is large; the feed link sits in its head, before a long body.
        return send(
          'text/html; charset=utf-8',
          page(
            `<link rel="canonical" href="${origin}/channel/${CHANNEL_ID}"><link rel="alternate" type="application/rss+xml" title="RSS" href="${origin}/feeds/videos.xml?channel_id=${CHANNEL_ID}">`,
          ).replace('</body>', `<script>var ytInitialData = "${'x'.repeat(1_200_000)}";</script></body>`),
        );
      case '/@nofeed':
        return send('text/html', page(`<link rel="canonical" href="${origin}/channel/${CHANNEL_ID}">`));
      case '/feeds/videos.xml':
        if (url.searchParams.get('channel_id') !== CHANNEL_ID) return send('text/html', 'not found', 404);
        return send('application/atom+xml; charset=utf-8', youtubeFeed(origin, CHANNEL_ID));
      case '/laughs.xml':
        return send('application/rss+xml', billionLaughs());
      case '/huge.xml':
        return send('application/rss+xml', rssFeed(`${origin}/huge`, 4_000));
      case '/plain/':
        return send('text/html', page(''));
      case '/slow.xml':
        // Answers after 10 s: the fetcher's deadline must end the wait first.
        setTimeout(() => send('application/rss+xml', rssFeed(origin)), 10_000).unref();
        return;
      case '/broken.xml':
        return send('text/plain', 'Internal Server Error', 500);
      case '/to-loopback':
        res.writeHead(302, { Location: `http://127.0.0.1:${server.port}/blog/feed.xml` });
        return void res.end();
      default:
        send('text/html', page(''), 404);
    }
  });
  return server;
}
