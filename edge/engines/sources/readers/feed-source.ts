import { type Feed, parseFeed } from '../formats/feed.ts';
import { pageLinks } from '../formats/html-links.ts';
import type { Fetched, SafeFetcher } from '../safe-fetch.ts';
import { boundedText, isoDate } from './post-text.ts';
import {
  failure,
  POSTS_PER_SOURCE,
  type ReadResult,
  type SourcePost,
  statusResult,
} from './source-reader.ts';

/**
 * Reading a feed at a URL that may be the feed itself or a page announcing one
 * (`<link rel="alternate">`): the shared step of the website, Pinterest and YouTube readers. Pages
 * are read only as far as the 1 MB cap (their <head> comes first); feeds must fit whole.
 */

const ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, text/html;q=0.7, */*;q=0.5';

/** The page's first announced feed that may be fetched, or null. */
export function announcedFeed(fetcher: SafeFetcher, page: Fetched): string | null {
  return (
    pageLinks(page.text(), page.url)
      .feeds.map((f) => fetcher.linkable(f))
      .find((f) => f !== null) ?? null
  );
}

/** A post's text: its title, then its body unless the body already opens with the title. */
function postText(title: string, summary: string): string {
  if (!title) return boundedText(summary);
  if (!summary || summary.startsWith(title)) return boundedText(summary || title);
  return boundedText(`${title}\n\n${summary}`);
}

export function feedResult(fetcher: SafeFetcher, feed: Feed, feedUrl: URL): ReadResult {
  const posts: SourcePost[] = [];
  for (const entry of feed.entries) {
    const url = entry.link ? fetcher.linkable(entry.link, feedUrl) : null;
    const text = postText(entry.title, entry.summary);
    if (!url || text === '') continue;
    posts.push({ text, date: isoDate(entry.date), url, ...(entry.counts ? { counts: entry.counts } : {}) });
  }
  // Newest first (most feeds already are; some list oldest first), undated ones last.
  posts.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  const link = feed.link ? fetcher.linkable(feed.link, feedUrl) : null;
  return {
    status: 'ok',
    posts: posts.slice(0, POSTS_PER_SOURCE),
    profile: {
      ...(feed.title ? { name: boundedText(feed.title, 200) } : {}),
      ...(feed.description ? { description: boundedText(feed.description, 500) } : {}),
      ...(link ? { url: link } : {}),
    },
  };
}

/** Read the feed at `url`, following one announced feed link when `url` is a page. */
export async function readFeedAt(
  fetcher: SafeFetcher,
  url: string,
  signal?: AbortSignal,
): Promise<ReadResult> {
  try {
    for (let step = 0; step < 2; step++) {
      const answer = await fetcher.get(url, {
        accept: ACCEPT,
        overflow: 'truncate',
        ...(signal ? { signal } : {}),
      });
      if (answer.status !== 200) return statusResult(answer.status, answer.url.host);
      const feed = answer.truncated ? null : parseFeed(answer.text());
      if (feed) return feedResult(fetcher, feed, answer.url);
      const type = answer.headers.get('content-type') ?? '';
      const next = step === 0 && /html/i.test(type) ? announcedFeed(fetcher, answer) : null;
      if (!next) {
        const why = answer.truncated
          ? 'is over 1 MB'
          : /html/i.test(type)
            ? 'announces no feed'
            : 'is no feed';
        return { status: 'failed', reason: `${answer.url.host}${answer.url.pathname} ${why}` };
      }
      url = next;
    }
    return { status: 'failed', reason: 'the announced feed is a page again' };
  } catch (error) {
    return failure(error);
  }
}
