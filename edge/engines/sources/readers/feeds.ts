import { pageLinks } from '../formats/html-links.ts';
import type { SafeFetcher } from '../safe-fetch.ts';
import { announcedFeed, readFeedAt } from './feed-source.ts';
import { failure, type SourceReader, statusResult } from './source-reader.ts';

/**
 * The readers built on feeds: a website (its feed, or a page announcing one: blogs, newsletters,
 * podcasts), a Pinterest profile (its public RSS), and a YouTube channel (the feed its page announces).
 * Base URLs are options so tests can point them at the feed stand-in.
 */

export function websiteReader({ fetcher }: { fetcher: SafeFetcher }): SourceReader {
  return {
    read(reference, signal) {
      const url = fetcher.linkable(reference.trim());
      if (!url) return Promise.resolve({ status: 'failed', reason: 'not an https URL' });
      return readFeedAt(fetcher, url, signal);
    },
  };
}

export function pinterestReader({
  fetcher,
  baseUrl = 'https://www.pinterest.com',
}: {
  fetcher: SafeFetcher;
  baseUrl?: string;
}): SourceReader {
  return {
    read(reference, signal) {
      const user = reference.trim().replace(/^@/, '');
      return readFeedAt(fetcher, `${baseUrl}/${encodeURIComponent(user)}/feed.rss`, signal);
    },
  };
}

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

export function youtubeReader({
  fetcher,
  baseUrl = 'https://www.youtube.com',
}: {
  fetcher: SafeFetcher;
  baseUrl?: string;
}): SourceReader {
  const channelFeed = (id: string) => `${baseUrl}/feeds/videos.xml?channel_id=${id}`;
  return {
    async read(reference, signal) {
      const name = reference.trim().replace(/^@/, '');
      if (CHANNEL_ID.test(name)) return readFeedAt(fetcher, channelFeed(name), signal);
      try {
        // The channel page is large; its <head> (feed link, canonical URL) is in the first megabyte.
        const page = await fetcher.get(`${baseUrl}/@${encodeURIComponent(name)}`, {
          accept: 'text/html',
          overflow: 'truncate',
          ...(signal ? { signal } : {}),
        });
        if (page.status !== 200) return statusResult(page.status, 'the channel page');
        const canonicalId = /\/channel\/(UC[A-Za-z0-9_-]{22})$/.exec(
          pageLinks(page.text(), page.url).canonical ?? '',
        )?.[1];
        const feed = announcedFeed(fetcher, page) ?? (canonicalId ? channelFeed(canonicalId) : null);
        if (!feed) return { status: 'failed', reason: 'the channel page announces no feed' };
        return readFeedAt(fetcher, feed, signal);
      } catch (error) {
        return failure(error);
      }
    },
  };
}
