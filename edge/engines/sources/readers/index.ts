import type { SourcesConfig } from '../config.ts';
import type { SafeFetcher } from '../safe-fetch.ts';
import { blueskyReader } from './bluesky.ts';
import { pinterestReader, websiteReader, youtubeReader } from './feeds.ts';
import { mastodonReader } from './mastodon.ts';
import type { SourceReader } from './source-reader.ts';

export type { ReadResult, SourceCounts, SourcePost, SourceProfile, SourceReader } from './source-reader.ts';
export { POST_TEXT_MAX, POSTS_PER_SOURCE } from './source-reader.ts';

/** The handle types whose posts anyone may read, each with its reader; `website` is a feed or a site. */
export const READABLE_TYPES = ['bluesky', 'mastodon', 'pinterest', 'youtube', 'website'] as const;
export type ReadableType = (typeof READABLE_TYPES)[number];
export type SourceReaders = Record<ReadableType, SourceReader>;

export const isReadableType = (type: string): type is ReadableType =>
  (READABLE_TYPES as readonly string[]).includes(type);

/** Every reader on one safe fetcher. `bases` points Pinterest and YouTube at stand-ins in tests. */
export function createSourceReaders(
  fetcher: SafeFetcher,
  config: Pick<SourcesConfig, 'blueskyAppViewUrl'>,
  bases: { pinterest?: string; youtube?: string } = {},
): SourceReaders {
  return {
    bluesky: blueskyReader({ fetcher, appViewUrl: config.blueskyAppViewUrl }),
    mastodon: mastodonReader({ fetcher }),
    pinterest: pinterestReader({ fetcher, ...(bases.pinterest ? { baseUrl: bases.pinterest } : {}) }),
    youtube: youtubeReader({ fetcher, ...(bases.youtube ? { baseUrl: bases.youtube } : {}) }),
    website: websiteReader({ fetcher }),
  };
}
