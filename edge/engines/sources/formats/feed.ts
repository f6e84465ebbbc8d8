import type { SourceCounts } from '../readers/source-reader.ts';
import { parseJsonFeed } from './json-feed.ts';
import { parseXmlFeed } from './xml-feed.ts';

/**
 * A feed in any of the three forms sites publish (RSS 2.0 / RSS 1.0, Atom, JSON Feed), read into
 * one shape. Text is plain (HTML already reduced); links are as the feed wrote them, resolved and
 * checked by the reader.
 */

export interface FeedEntry {
  title: string;
  summary: string;
  link: string | null;
  /** The date text as the feed wrote it (the reader turns it into ISO 8601). */
  date: string | null;
  counts?: SourceCounts;
}

export interface Feed {
  title: string | null;
  description: string | null;
  link: string | null;
  entries: FeedEntry[];
}

/** The feed in `body`, or null when it is none of the forms (an HTML page, an error document). */
export function parseFeed(body: string): Feed | null {
  const start = body.trimStart().replace(/^\uFEFF/, '');
  if (start.startsWith('{')) return parseJsonFeed(start);
  if (start.startsWith('<')) return parseXmlFeed(start);
  return null;
}
