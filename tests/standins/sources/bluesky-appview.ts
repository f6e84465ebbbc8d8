import { json, type LoopbackHttp, startLoopbackHttp } from '../loopback-http.ts';

/**
 * A loopback Bluesky AppView speaking the two public XRPC methods the reader calls
 * (`app.bsky.actor.getProfile`, `app.bsky.feed.getAuthorFeed`) with real-shaped answers, and the
 * awkward cases: a repost of someone else, a quote post, a pinned post repeated, an image-only post,
 * a reply slipping through, an item the AppView could not hydrate, an unknown account (400 "Profile
 * not found"), an account labelled `!no-unauthenticated`, and a feed that fails with a 500.
 */

const PEER_DID = 'did:plc:peer4bakery7crumb2co';
const OTHER_DID = 'did:plc:someone9else3entirely';

const author = (did: string, handle: string) => ({
  did,
  handle,
  displayName: handle === 'peer.bsky.social' ? 'Crumb & Co. 🍞' : 'Someone Else',
  avatar: `https://cdn.bsky.app/img/avatar/plain/${did}/bafkreiavatar@jpeg`,
  labels: [],
  createdAt: '2023-04-01T10:00:00.000Z',
});

function post(
  rkey: string,
  text: string,
  createdAt: string,
  counts: [number, number, number, number],
  extra = {},
) {
  const [likeCount, repostCount, replyCount, quoteCount] = counts;
  return {
    uri: `at://${PEER_DID}/app.bsky.feed.post/${rkey}`,
    cid: `bafyreib${rkey}`,
    author: author(PEER_DID, 'peer.bsky.social'),
    record: { $type: 'app.bsky.feed.post', text, createdAt, langs: ['en'], ...extra },
    replyCount,
    repostCount,
    likeCount,
    quoteCount,
    indexedAt: createdAt,
    viewer: { threadMuted: false, embeddingDisabled: false },
    labels: [],
  };
}

const peerFeed = () => [
  {
    post: post(
      '3lpinned0001',
      'Pinned: our bakery opens at 7 every day ☀️',
      '2026-10-01T07:00:00.000Z',
      [40, 3, 2, 0],
    ),
    reason: { $type: 'app.bsky.feed.defs#reasonPin' },
  },
  {
    post: post(
      '3lnewest0001',
      'Cinnamon bun Friday: 212 sold by noon 🤯 #baking',
      '2026-11-20T09:00:00.000Z',
      [412, 37, 21, 5],
    ),
  },
  {
    // A repost: someone else's words in the author's feed.
    post: {
      ...post('3lrepost0001', 'Not ours: a repost', '2026-11-19T09:00:00.000Z', [9, 1, 0, 0]),
      uri: `at://${OTHER_DID}/app.bsky.feed.post/3lrepost0001`,
      author: author(OTHER_DID, 'someone.bsky.social'),
    },
    reason: {
      $type: 'app.bsky.feed.defs#reasonRepost',
      by: author(PEER_DID, 'peer.bsky.social'),
      indexedAt: '2026-11-19T10:00:00.000Z',
    },
  },
  {
    post: {
      ...post(
        '3lquote00001',
        'This is exactly why we proof overnight',
        '2026-11-18T09:00:00.000Z',
        [88, 4, 6, 1],
        {
          embed: {
            $type: 'app.bsky.embed.record',
            record: { uri: `at://${OTHER_DID}/app.bsky.feed.post/x`, cid: 'c' },
          },
        },
      ),
      embed: {
        $type: 'app.bsky.embed.record#view',
        record: { $type: 'app.bsky.embed.record#viewNotFound', notFound: true },
      },
    },
  },
  {
    post: {
      ...post('3limages0001', '', '2026-11-17T09:00:00.000Z', [55, 2, 1, 0]),
      embed: {
        $type: 'app.bsky.embed.images#view',
        images: [
          {
            thumb: 'https://cdn.bsky.app/t.jpg',
            fullsize: 'https://cdn.bsky.app/f.jpg',
            alt: 'A tray of kouign-amann',
          },
        ],
      },
    },
  },
  {
    post: post('3lreply00001', '@someone thanks!', '2026-11-16T09:00:00.000Z', [1, 0, 0, 0], {
      reply: {
        root: { uri: 'at://x/app.bsky.feed.post/r', cid: 'c' },
        parent: { uri: 'at://x/app.bsky.feed.post/r', cid: 'c' },
      },
    }),
  },
  {
    post: {
      uri: `at://${PEER_DID}/app.bsky.feed.post/3lbroken0001`,
      $type: 'app.bsky.feed.defs#blockedPost',
    },
  },
  {
    post: post(
      '3lpinned0001',
      'Pinned: our bakery opens at 7 every day ☀️',
      '2026-10-01T07:00:00.000Z',
      [40, 3, 2, 0],
    ),
  },
];

const profileOf = (handle: string, did: string, labels: { val: string }[] = []) => ({
  ...author(did, handle),
  description: 'Small-batch sourdough in Leeds.\nOrders open Mondays.',
  followersCount: 5120,
  followsCount: 310,
  postsCount: 842,
  indexedAt: '2026-11-20T09:00:00.000Z',
  labels: labels.map((l) => ({
    src: did,
    uri: `at://${did}/app.bsky.actor.profile/self`,
    cts: '2026-01-01T00:00:00Z',
    ...l,
  })),
});

export async function startBlueskyAppView(): Promise<LoopbackHttp> {
  return startLoopbackHttp((url, res) => {
    const actor = url.searchParams.get('actor') ?? '';
    const notFound = () => json(res, 400, { error: 'InvalidRequest', message: 'Profile not found' });
    if (url.pathname === '/xrpc/app.bsky.actor.getProfile') {
      if (actor === 'peer.bsky.social') return json(res, 200, profileOf(actor, PEER_DID));
      if (actor === 'shy.bsky.social')
        return json(res, 200, profileOf(actor, 'did:plc:shy', [{ val: '!no-unauthenticated' }]));
      if (actor === 'broken.bsky.social') return json(res, 200, profileOf(actor, 'did:plc:broken'));
      if (actor === 'gone.bsky.social')
        return json(res, 400, { error: 'AccountDeactivated', message: 'Account is deactivated' });
      return notFound();
    }
    if (url.pathname === '/xrpc/app.bsky.feed.getAuthorFeed') {
      if (actor === PEER_DID) return json(res, 200, { cursor: '2026-10-01T07:00:00.000Z', feed: peerFeed() });
      if (actor === 'did:plc:broken')
        return json(res, 500, { error: 'InternalServerError', message: 'Internal Server Error' });
      return notFound();
    }
    json(res, 501, { error: 'MethodNotImplemented', message: 'Method Not Implemented' });
  });
}
