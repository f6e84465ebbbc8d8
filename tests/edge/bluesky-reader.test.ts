import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueskyReader } from '../../edge/engines/sources/readers/bluesky.ts';
import type { LoopbackHttp } from '../standins/loopback-http.ts';
import { startBlueskyAppView } from '../standins/sources/bluesky-appview.ts';
import { loopbackFetcher } from './sources-helpers.ts';

/** The Bluesky reader against a loopback AppView speaking the public XRPC methods. */
let appView: LoopbackHttp;
beforeAll(async () => {
  appView = await startBlueskyAppView();
});
afterAll(() => appView.stop());

const reader = () => blueskyReader({ fetcher: loopbackFetcher().fetcher, appViewUrl: appView.origin });

/** A post of the peer as the reader returns it; counts are [likes, reposts, replies, quotes]. */
const peerPost = (rkey: string, text: string, date: string, counts: [number, number, number, number]) => {
  const [likes, reposts, replies, quotes] = counts;
  return {
    text,
    date,
    url: `https://bsky.app/profile/peer.bsky.social/post/${rkey}`,
    counts: { likes, reposts, replies, quotes },
  };
};

describe('the Bluesky reader', () => {
  it('reads the author’s own posts with likes, reposts, replies and quotes, newest as the AppView sends them', async () => {
    const result = await reader().read('@Peer.bsky.social');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.posts).toEqual([
      peerPost(
        '3lpinned0001',
        'Pinned: our bakery opens at 7 every day ☀️',
        '2026-10-01T07:00:00.000Z',
        [40, 3, 2, 0],
      ),
      peerPost(
        '3lnewest0001',
        'Cinnamon bun Friday: 212 sold by noon 🤯 #baking',
        '2026-11-20T09:00:00.000Z',
        [412, 37, 21, 5],
      ),
      peerPost(
        '3lquote00001',
        'This is exactly why we proof overnight',
        '2026-11-18T09:00:00.000Z',
        [88, 4, 6, 1],
      ),
      peerPost('3limages0001', 'A tray of kouign-amann', '2026-11-17T09:00:00.000Z', [55, 2, 1, 0]),
    ]);
    expect(result.profile).toEqual({
      name: 'Crumb & Co. 🍞',
      description: 'Small-batch sourdough in Leeds.\nOrders open Mondays.',
      followers: 5120,
      url: 'https://bsky.app/profile/peer.bsky.social',
    });
  });

  it('asks for posts without replies, by the account’s DID, without signing in', async () => {
    await reader().read('peer.bsky.social');
    const feedCall = appView.requests.find((r) => r.path.startsWith('/xrpc/app.bsky.feed.getAuthorFeed'));
    const query = new URL(feedCall?.path ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      actor: 'did:plc:peer4bakery7crumb2co',
      filter: 'posts_no_replies',
      limit: '30',
    });
    expect(feedCall?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['nobody.bsky.social', 'not-found'],
    ['gone.bsky.social', 'not-found'],
    ['shy.bsky.social', 'not-readable'],
    ['broken.bsky.social', 'failed'],
  ])('says %s is %s instead of throwing', async (handle, status) => {
    expect((await reader().read(handle)).status).toBe(status);
  });
});
