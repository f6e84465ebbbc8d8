import { Parser } from 'htmlparser2';

/**
 * The feeds a page announces (`<link rel="alternate" type="application/rss+xml" href>`, Atom and
 * JSON Feed alike) and its canonical URL, read from the parsed tags, hrefs resolved against the page.
 */

export const FEED_TYPES = [
  'application/rss+xml',
  'application/atom+xml',
  'application/feed+json',
  'application/json',
  'application/rdf+xml',
] as const;

export interface PageLinks {
  /** Announced feeds in page order (absolute URLs, not yet checked for scheme). */
  feeds: string[];
  canonical: string | null;
}

export function pageLinks(html: string, pageUrl: string | URL): PageLinks {
  const feeds: string[] = [];
  let canonical: string | null = null;
  const resolve = (href: string | undefined) =>
    href && URL.canParse(href.trim(), pageUrl) ? new URL(href.trim(), pageUrl).href : null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== 'link') return;
        const rels = (attribs.rel ?? '').toLowerCase().split(/\s+/);
        const type = (attribs.type ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
        const href = resolve(attribs.href);
        if (!href) return;
        if (rels.includes('alternate') && (FEED_TYPES as readonly string[]).includes(type)) feeds.push(href);
        if (rels.includes('canonical') && canonical === null) canonical = href;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { feeds: [...new Set(feeds)], canonical };
}
