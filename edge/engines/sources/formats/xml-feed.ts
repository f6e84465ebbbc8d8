import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { count } from '../readers/post-text.ts';
import type { Feed, FeedEntry } from './feed.ts';
import { htmlToText } from './html-text.ts';

/**
 * RSS 2.0, RSS 1.0 (RDF) and Atom, YouTube's media:group included. Entities stay unexpanded in the
 * parser (`processEntities: false`), so a DOCTYPE cannot define entities that grow a feed into
 * gigabytes (the "billion laughs"); only XML's five predefined entities and character references
 * are decoded here, and a DOCTYPE's own entities stay as the literal text they were written as.
 * A document that is not well-formed is no feed: the parser alone would read a cut-off one as
 * empty or half, depending on where it was cut.
 */

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  cdataPropName: '#cdata',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return PREDEFINED[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

type Node = unknown;
const field = (node: Node, key: string): Node =>
  typeof node === 'object' && node !== null ? (node as Record<string, Node>)[key] : undefined;

/** The text of an element: plain, with attributes (`#text`), or CDATA (kept raw, it has no entities). */
function textOf(node: Node): string {
  if (typeof node === 'string') return decodeXml(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  const cdata = field(node, '#cdata');
  const plain = field(node, '#text');
  return `${typeof plain === 'string' ? decodeXml(plain) : ''}${Array.isArray(cdata) ? cdata.join('') : typeof cdata === 'string' ? cdata : ''}`;
}

/** Markup (escaped or CDATA) or plain text, as plain text. */
const prose = (node: Node) => htmlToText(textOf(node));

/** RSS links are text; Atom links are `<link rel="alternate" href>` (no rel means alternate). */
function linkOf(links: Node): string | null {
  for (const link of Array.isArray(links) ? links : [links]) {
    if (typeof link === 'string') return decodeXml(link).trim() || null;
    const href = field(link, '@_href');
    const rel = field(link, '@_rel') ?? 'alternate';
    if (typeof href === 'string' && rel === 'alternate') return decodeXml(href).trim();
  }
  return null;
}

function youtubeCounts(media: Node) {
  const community = field(media, 'media:community');
  const likes = Number(field(field(community, 'media:starRating'), '@_count'));
  const views = Number(field(field(community, 'media:statistics'), '@_views'));
  const counts = { likes: count(likes), views: count(views) };
  return counts.likes === undefined && counts.views === undefined ? undefined : counts;
}

function entryOf(item: Node): FeedEntry {
  const media = field(item, 'media:group');
  const summary =
    prose(field(item, 'content:encoded')) ||
    prose(field(item, 'description')) ||
    prose(field(item, 'summary')) ||
    prose(field(item, 'content')) ||
    prose(field(media, 'media:description'));
  const date = [
    field(item, 'pubDate'),
    field(item, 'published'),
    field(item, 'updated'),
    field(item, 'dc:date'),
  ]
    .map(textOf)
    .find((d) => d.trim() !== '');
  const counts = youtubeCounts(media);
  return {
    title: prose(field(item, 'title')),
    summary,
    link:
      linkOf(field(item, 'link')) ??
      (textOf(field(item, 'guid')).startsWith('http') ? textOf(field(item, 'guid')) : null),
    date: date?.trim() ?? null,
    ...(counts ? { counts } : {}),
  };
}

export function parseXmlFeed(body: string): Feed | null {
  let doc: Node;
  try {
    if (XMLValidator.validate(body) !== true) return null;
    doc = parser.parse(body);
  } catch {
    return null;
  }
  const rss = field(field(doc, 'rss'), 'channel');
  const rdf = field(doc, 'rdf:RDF');
  const atom = field(doc, 'feed');
  const channel = rss ?? field(rdf, 'channel') ?? atom;
  if (channel === undefined) return null;
  const items = (rss ? field(rss, 'item') : rdf ? field(rdf, 'item') : field(atom, 'entry')) ?? [];
  return {
    title: prose(field(channel, 'title')) || null,
    description: prose(field(channel, 'description') ?? field(channel, 'subtitle')) || null,
    link: linkOf(field(channel, 'link')),
    entries: (Array.isArray(items) ? items : [items]).map(entryOf),
  };
}
