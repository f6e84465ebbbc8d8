import type { Feed, FeedEntry } from './feed.ts';
import { htmlToText } from './html-text.ts';

/** JSON Feed 1.0 and 1.1 (jsonfeed.org): `version` names the spec; items carry text or HTML. */

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function parseJsonFeed(body: string): Feed | null {
  let feed: unknown;
  try {
    feed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof feed !== 'object' || feed === null) return null;
  const f = feed as Record<string, unknown>;
  if (!text(f.version).startsWith('https://jsonfeed.org/version/') || !Array.isArray(f.items)) return null;
  const entries = f.items.flatMap((item): FeedEntry[] => {
    if (typeof item !== 'object' || item === null) return [];
    const i = item as Record<string, unknown>;
    const body = text(i.content_text) || htmlToText(text(i.content_html)) || text(i.summary);
    return [
      {
        title: text(i.title),
        summary: body,
        link: text(i.url) || text(i.external_url) || null,
        date: text(i.date_published) || text(i.date_modified) || null,
      },
    ];
  });
  return {
    title: text(f.title) || null,
    description: text(f.description) || null,
    link: text(f.home_page_url) || null,
    entries,
  };
}
