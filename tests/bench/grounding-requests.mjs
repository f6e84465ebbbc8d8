// The bench's grounded concept runs: the loopback feed server of the tests (tests/standins/sources) as
// six readable handles, and the same concept run as the plain one (tests/bench/generation-requests.mjs)
// naming them as related handles. Warm: the same six every run (the shared cache answers after the first
// run). Cold: six addresses no run named before (a fresh query string per run), so each run reads all six
// (one a page announcing its feed: seven fetches) before its hold.
import { startFeedServer } from '../standins/sources/feed-server.ts';

export const READABLE_HANDLES = 6;

const FEEDS = [
  '/blog/',
  '/blog/feed.xml',
  '/newsletter/feed.json',
  '/crumbco/feed.rss',
  '/blog/feed.xml?copy=2',
  '/newsletter/feed.json?copy=2',
];

/** Starts the feed server; `targets(plainBody)` builds the warm and cold requests from the plain one. */
export async function groundingStandins() {
  const feeds = await startFeedServer();
  const withHandles = (plain, run) => {
    const body = JSON.parse(plain.toString('utf8'));
    const related = FEEDS.map((path) => {
      const url = new URL(path, feeds.origin);
      if (run !== undefined) url.searchParams.set('run', String(run));
      return { type: 'website', reference: url.href };
    });
    return Buffer.from(JSON.stringify({ ...body, related_handles: related }));
  };
  let cold = 0;
  return {
    stop: () => feeds.stop(),
    requests: () => feeds.requests.length,
    targets: (plain) => ({
      warm: {
        ...plain,
        label: `concept run, ${READABLE_HANDLES} readable handles, warm cache`,
        body: withHandles(plain.body),
      },
      cold: {
        ...plain,
        label: `concept run, ${READABLE_HANDLES} readable handles, cold cache`,
        body: () => withHandles(plain.body, ++cold),
      },
    }),
  };
}
