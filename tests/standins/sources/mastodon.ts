import { json, type LoopbackHttp, startLoopbackHttp } from '../loopback-http.ts';

/**
 * A loopback Mastodon instance: WebFinger (a JRD whose `self` link names the actor), account lookup
 * and an account's statuses, real-shaped (HTML content with hashtags, shortened links, emoji and a
 * script that must never reach the model, a content warning, an image-only post, a boost and a reply
 * a careless server still returns). `locked: true` answers every API call with 401, as instances
 * that allow no anonymous reads do.
 */

export interface MastodonStandin extends LoopbackHttp {
  locked: boolean;
}

const account = (origin: string, host: string) => ({
  id: '109348723498712',
  username: 'crumb',
  acct: 'crumb',
  display_name: 'Crumb & Co. :bread:',
  locked: false,
  bot: false,
  discoverable: true,
  group: false,
  created_at: '2022-11-14T00:00:00.000Z',
  note:
    '<p>Small-batch sourdough. <a href="https://' +
    host +
    '/tags/bread" class="mention hashtag" rel="tag">#<span>bread</span></a></p>',
  url: `${origin}/@crumb`,
  uri: `${origin}/users/crumb`,
  avatar: `${origin}/avatars/crumb.png`,
  followers_count: 1893,
  following_count: 201,
  statuses_count: 512,
  last_status_at: '2026-11-20',
  emojis: [],
  fields: [],
});

function status(
  origin: string,
  id: string,
  content: string,
  createdAt: string,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    created_at: createdAt,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    sensitive: false,
    spoiler_text: '',
    visibility: 'public',
    language: 'en',
    uri: `${origin}/users/crumb/statuses/${id}`,
    url: `${origin}/@crumb/${id}`,
    replies_count: 4,
    reblogs_count: 12,
    favourites_count: 97,
    edited_at: null,
    content,
    reblog: null,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    card: null,
    poll: null,
    ...extra,
  };
}

const statuses = (origin: string, host: string) => [
  status(
    origin,
    '113500000000000003',
    `<p>Laminated dough, day two 🥐✨ <a href="https://${host}/tags/baking" class="mention hashtag" rel="tag">#<span>baking</span></a></p><p>Recipe: <a href="https://crumb.example/recipes/croissant" target="_blank" rel="nofollow noopener noreferrer"><span class="invisible">https://</span><span class="ellipsis">crumb.example/recipes/cro</span><span class="invisible">issant</span></a><br />Questions &amp; answers below.</p><script>alert('x')</script>`,
    '2026-11-20T08:30:00.000Z',
    { favourites_count: 240, reblogs_count: 51, replies_count: 18 },
  ),
  status(origin, '113500000000000002', '<p>Oven spring &gt; everything</p>', '2026-11-19T08:30:00.000Z', {
    spoiler_text: 'bread nerdery',
  }),
  status(origin, '113500000000000001', '', '2026-11-18T08:30:00.000Z', {
    media_attachments: [
      { id: '1', type: 'image', url: `${origin}/m/1.jpg`, description: 'Rye loaves cooling on a rack' },
    ],
  }),
  // What exclude_reblogs/exclude_replies should have removed: the reader must drop them anyway.
  status(origin, '113500000000000000', '', '2026-11-17T08:30:00.000Z', {
    reblog: status('https://elsewhere.test', '1', '<p>Someone else’s post</p>', '2026-11-17T08:00:00.000Z'),
  }),
  status(origin, '112999999999999999', '<p>@jo thank you!</p>', '2026-11-16T08:30:00.000Z', {
    in_reply_to_id: '112999999999999990',
  }),
];

export async function startMastodonStandin(): Promise<MastodonStandin> {
  const standin = (await startLoopbackHttp((url, res) => {
    const { origin, host } = standin;
    if (url.pathname === '/.well-known/webfinger') {
      const resource = url.searchParams.get('resource') ?? '';
      // Any domain may delegate to this server (a handle's domain need not be its host).
      if (!/^acct:crumb@/i.test(resource)) return json(res, 404, { error: 'Record not found' });
      return json(
        res,
        200,
        {
          subject: `acct:crumb@${host}`,
          aliases: [`${origin}/@crumb`, `${origin}/users/crumb`],
          links: [
            { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: `${origin}/@crumb` },
            { rel: 'self', type: 'application/activity+json', href: `${origin}/users/crumb` },
            {
              rel: 'http://ostatus.org/schema/1.0/subscribe',
              template: `${origin}/authorize_interaction?uri={uri}`,
            },
          ],
        },
        { 'Content-Type': 'application/jrd+json; charset=utf-8' },
      );
    }
    if (standin.locked) return json(res, 401, { error: 'This API requires an authenticated user' });
    if (url.pathname === '/api/v1/accounts/lookup') {
      if (url.searchParams.get('acct') !== 'crumb') return json(res, 404, { error: 'Record not found' });
      return json(res, 200, account(origin, host));
    }
    if (url.pathname === '/api/v1/accounts/109348723498712/statuses')
      return json(res, 200, statuses(origin, host));
    json(res, 404, { error: 'Record not found' });
  })) as MastodonStandin;
  standin.locked = false;
  return standin;
}
