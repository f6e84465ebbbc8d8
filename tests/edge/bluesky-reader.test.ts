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

describe('the Bluesky reader', () => {
  it('reads the author’s own posts with likes, reposts, replies and quotes, newest as the AppView sends them', async () => {
    const result = await reader().read('@Peer.bsky.social');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.posts).toEqual([
      {
        text: 'Pinned: our bakery opens at 7 every day ☀️',
        date: '2026-10-01T07:00:00.000Z',
        url: 'https://bsky.app/profile/peer.bsky.social/post/3lpinned0001',
        counts: { likes: 40, reposts: 3, replies: 2, quotes: 0 },
      },
      {
        text: 'Cinnamon bun Friday: 212 sold by noon 🤯 #baking',
        date: '2026-11-20T09:00:00.000Z',
        url: 'https://bsky.app/profile/peer.bsky.social/post/3lnewest0001',
        counts: { likes: 412, reposts: 37, replies: 21, quotes: 5 },
      },
      {
        text: 'This is exactly why we proof overnight',
        date: '2026-11-18T09:00:00.000Z',
        url: 'https://bsky.app/profile/peer.bsky.social/post/3lquote00001',
        counts: { likes: 88, reposts: 4, replies: 6, quotes: 1 },
      },
      {
        text: 'A tray of kouign-amann',
        date: '2026-11-17T09:00:00.000Z',
        url: 'https://bsky.app/profile/peer.bsky.social/post/3limages0001',
        counts: { likes: 55, reposts: 2, replies: 1, quotes: 0 },
      },
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
