import { z } from 'zod';
import type { SafeFetcher } from '../safe-fetch.ts';
import { getShaped, type StatusJudge } from './fetch-json.ts';
import { boundedText, count, isoDate } from './post-text.ts';
import {
  failure,
  POSTS_PER_SOURCE,
  type SourcePost,
  type SourceReader,
  statusResult,
} from './source-reader.ts';

/**
 * Bluesky through its public AppView (no sign-in): `app.bsky.actor.getProfile`, then
 * `app.bsky.feed.getAuthorFeed` with `posts_no_replies`, keeping the author's own posts (quotes
 * included, reposts of others skipped). An account labelled `!no-unauthenticated` asked not to be
 * shown to logged-out readers, and is treated as not readable.
 */

const Label = z.looseObject({ val: z.string() });
const Profile = z.looseObject({
  did: z.string(),
  handle: z.string(),
  displayName: z.string().optional(),
  description: z.string().optional(),
  followersCount: z.number().optional(),
  labels: z.array(Label).optional(),
});
const FeedItem = z.looseObject({
  post: z.looseObject({
    uri: z.string(),
    author: z.looseObject({ did: z.string(), handle: z.string() }),
    record: z.looseObject({
      text: z.string().optional(),
      createdAt: z.string().optional(),
      reply: z.unknown().optional(),
    }),
    embed: z.unknown().optional(),
    replyCount: z.number().optional(),
    repostCount: z.number().optional(),
    likeCount: z.number().optional(),
    quoteCount: z.number().optional(),
    indexedAt: z.string().optional(),
  }),
  reason: z.looseObject({ $type: z.string() }).optional(),
});
const AuthorFeed = z.looseObject({ feed: z.array(z.unknown()) });
/** XRPC errors come back as 400 with a name: these mean the account is gone or shut. */
const GONE = new Set(['AccountTakedown', 'AccountDeactivated', 'ActorNotFound']);
const CLOSED = new Set(['BlockedActor', 'BlockedByActor']);

/** The web address of a post: bsky.app/profile/<handle>/post/<record key>. */
const postUrl = (handle: string, uri: string) =>
  `https://bsky.app/profile/${encodeURIComponent(handle)}/post/${encodeURIComponent(uri.split('/').pop() ?? '')}`;

/** Image-only posts still say something through their alt texts. */
function altTexts(embed: unknown): string {
  const images = (embed as { images?: { alt?: unknown }[] } | undefined)?.images;
  return Array.isArray(images) ? images.map((i) => (typeof i.alt === 'string' ? i.alt : '')).join('\n') : '';
}

const xrpcResult: StatusJudge = (status, body, what) => {
  const error = (body as { error?: unknown; message?: unknown } | null)?.error;
  const message = String((body as { message?: unknown } | null)?.message ?? '');
  if (status === 400 && (GONE.has(String(error)) || /not found/i.test(message)))
    return { status: 'not-found', reason: `${what}: ${error}` };
  if (status === 400 && CLOSED.has(String(error)))
    return { status: 'not-readable', reason: `${what}: ${error}` };
  return statusResult(status, what);
};

export function blueskyReader({
  fetcher,
  appViewUrl,
}: {
  fetcher: SafeFetcher;
  appViewUrl: string;
}): SourceReader {
  const xrpc = (method: string, params: Record<string, string>) =>
    `${appViewUrl}/xrpc/${method}?${new URLSearchParams(params)}`;
  return {
    async read(reference, signal) {
      const actor = reference.trim().replace(/^@/, '').toLowerCase();
      try {
        const profile = await getShaped(
          fetcher,
          xrpc('app.bsky.actor.getProfile', { actor }),
          { what: 'getProfile', shape: Profile, judge: xrpcResult },
          signal,
        );
        if ('ended' in profile) return profile.ended;
        if (profile.data.labels?.some((l) => l.val === '!no-unauthenticated'))
          return { status: 'not-readable', reason: 'the account asks not to be shown to logged-out readers' };

        const feed = await getShaped(
          fetcher,
          xrpc('app.bsky.feed.getAuthorFeed', {
            actor: profile.data.did,
            filter: 'posts_no_replies',
            limit: String(POSTS_PER_SOURCE),
          }),
          { what: 'getAuthorFeed', shape: AuthorFeed, judge: xrpcResult },
          signal,
        );
        if ('ended' in feed) return feed.ended;

        const seen = new Set<string>();
        const posts: SourcePost[] = [];
        for (const raw of feed.data.feed) {
          const item = FeedItem.safeParse(raw);
          if (!item.success) continue; // a post the AppView could not hydrate (deleted, blocked)
          const { post, reason } = item.data;
          // A repost is someone else's words; a pinned post is the author's own (and may repeat).
          if (reason?.$type.endsWith('#reasonRepost') || post.author.did !== profile.data.did) continue;
          if (post.record.reply !== undefined || seen.has(post.uri)) continue;
          seen.add(post.uri);
          const text = boundedText(post.record.text || altTexts(post.embed));
          if (text === '') continue;
          posts.push({
            text,
            date: isoDate(post.record.createdAt) ?? isoDate(post.indexedAt),
            url: postUrl(profile.data.handle, post.uri),
            counts: {
              likes: count(post.likeCount) ?? 0,
              reposts: count(post.repostCount) ?? 0,
              replies: count(post.replyCount) ?? 0,
              quotes: count(post.quoteCount) ?? 0,
            },
          });
        }
        const { displayName, description, followersCount, handle } = profile.data;
        return {
          status: 'ok',
          posts: posts.slice(0, POSTS_PER_SOURCE),
          profile: {
            ...(displayName ? { name: boundedText(displayName, 200) } : {}),
            ...(description ? { description: boundedText(description, 500) } : {}),
            ...(count(followersCount) !== undefined ? { followers: count(followersCount) } : {}),
            url: `https://bsky.app/profile/${encodeURIComponent(handle)}`,
          },
        };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
