import { z } from 'zod';
import { htmlToText } from '../formats/html-text.ts';
import type { SafeFetcher } from '../safe-fetch.ts';
import { getJson, getShaped, type StatusJudge } from './fetch-json.ts';
import { boundedText, count, isoDate } from './post-text.ts';
import {
  failure,
  POSTS_PER_SOURCE,
  type ReadResult,
  type SourcePost,
  type SourceReader,
  statusResult,
} from './source-reader.ts';

/**
 * Mastodon (and servers speaking its API): WebFinger on the handle's domain finds the account and
 * the server that really hosts it (a handle's domain may delegate to another host), then
 * `/api/v1/accounts/lookup` and `/api/v1/accounts/{id}/statuses` without replies or boosts. A 401
 * means the server allows no anonymous reads: "not readable", never a failure to retry.
 */

const Jrd = z.looseObject({
  subject: z.string().optional(),
  links: z
    .array(z.looseObject({ rel: z.string(), type: z.string().optional(), href: z.string().optional() }))
    .optional(),
});
const Account = z.looseObject({
  id: z.string(),
  display_name: z.string().optional(),
  note: z.string().optional(),
  url: z.string().optional(),
  followers_count: z.number().optional(),
});
const Status = z.looseObject({
  id: z.string(),
  created_at: z.string().optional(),
  in_reply_to_id: z.string().nullish(),
  reblog: z.unknown().optional(),
  content: z.string().optional(),
  spoiler_text: z.string().optional(),
  url: z.string().nullish(),
  uri: z.string().optional(),
  favourites_count: z.number().optional(),
  reblogs_count: z.number().optional(),
  replies_count: z.number().optional(),
  quotes_count: z.number().optional(),
  media_attachments: z.array(z.looseObject({ description: z.string().nullish() })).optional(),
});

const mastodonResult: StatusJudge = (status, _body, what) =>
  status === 401
    ? { status: 'not-readable', reason: `${what} requires signing in (401)` }
    : statusResult(status, what);

/** The account's own API host and user name, from WebFinger's `self` link (ActivityPub actor). */
async function locate(
  fetcher: SafeFetcher,
  user: string,
  domain: string,
  signal?: AbortSignal,
): Promise<ReadResult | { origin: string; username: string }> {
  const resource = `acct:${user}@${domain}`;
  const answer = await getJson(
    fetcher,
    `${fetcher.originOf(domain)}/.well-known/webfinger?${new URLSearchParams({ resource })}`,
    signal,
  );
  if (answer.status !== 200) return mastodonResult(answer.status, answer.body, 'WebFinger');
  const jrd = Jrd.safeParse(answer.body);
  const self = jrd.data?.links?.find((l) => l.rel === 'self' && l.type?.includes('activity+json'))?.href;
  const actor = self ? fetcher.linkable(self) : null;
  if (!jrd.success || !actor) return { status: 'not-found', reason: 'WebFinger names no account' };
  const subject = /^acct:([^@]+)@/.exec(jrd.data.subject ?? '')?.[1] ?? user;
  return { origin: new URL(actor).origin, username: subject };
}

function statusText(status: z.infer<typeof Status>): string {
  const body = htmlToText(status.content ?? '');
  const alts = (status.media_attachments ?? []).map((m) => m.description ?? '').join('\n');
  // A content warning is part of what the author wrote, and says what the post is about.
  const warning = status.spoiler_text ? `CW: ${status.spoiler_text}\n\n` : '';
  return boundedText(`${warning}${body || alts}`);
}

export function mastodonReader({ fetcher }: { fetcher: SafeFetcher }): SourceReader {
  return {
    async read(reference, signal) {
      const [user, domain] = reference.trim().replace(/^@/, '').split('@');
      if (!user || !domain) return { status: 'not-found', reason: 'not a name@server handle' };
      try {
        const located = await locate(fetcher, user, domain.toLowerCase(), signal);
        if (!('origin' in located)) return located;
        const { origin, username } = located;
        const account = await getShaped(
          fetcher,
          `${origin}/api/v1/accounts/lookup?${new URLSearchParams({ acct: username })}`,
          { what: 'account lookup', shape: Account, judge: mastodonResult },
          signal,
        );
        if ('ended' in account) return account.ended;

        const query = new URLSearchParams({
          exclude_replies: 'true',
          exclude_reblogs: 'true',
          limit: String(POSTS_PER_SOURCE),
        });
        const statuses = await getShaped(
          fetcher,
          `${origin}/api/v1/accounts/${encodeURIComponent(account.data.id)}/statuses?${query}`,
          { what: 'statuses', shape: z.array(z.unknown()), judge: mastodonResult },
          signal,
        );
        if ('ended' in statuses) return statuses.ended;

        const posts: SourcePost[] = [];
        for (const raw of statuses.data) {
          const status = Status.safeParse(raw);
          if (!status.success) continue;
          const s = status.data;
          // The query already leaves these out; a server that ignores it must not slip them in.
          if (s.reblog || s.in_reply_to_id) continue;
          const url = fetcher.linkable(s.url ?? s.uri ?? '');
          const text = statusText(s);
          if (!url || text === '') continue;
          const quotes = count(s.quotes_count);
          posts.push({
            text,
            date: isoDate(s.created_at),
            url,
            counts: {
              likes: count(s.favourites_count) ?? 0,
              reposts: count(s.reblogs_count) ?? 0,
              replies: count(s.replies_count) ?? 0,
              ...(quotes !== undefined ? { quotes } : {}),
            },
          });
        }
        const { display_name, note, followers_count, url } = account.data;
        const profileUrl = url ? fetcher.linkable(url) : null;
        return {
          status: 'ok',
          posts: posts.slice(0, POSTS_PER_SOURCE),
          profile: {
            ...(display_name ? { name: boundedText(display_name, 200) } : {}),
            ...(note ? { description: boundedText(htmlToText(note), 500) } : {}),
            ...(count(followers_count) !== undefined ? { followers: count(followers_count) } : {}),
            ...(profileUrl ? { url: profileUrl } : {}),
          },
        };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
