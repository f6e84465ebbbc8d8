import type { PlatformType } from './handles.ts';

/**
 * How long a text is as each platform counts it. A post that fits our counter must fit the
 * platform's, so where a platform's rule is unknown we count the way that never undercounts.
 * Web-standard APIs only (Intl.Segmenter, TextEncoder): the edge and the app both run this.
 */

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const utf8 = new TextEncoder();

/** The text's extended grapheme clusters: a ZWJ family, a flag or "e + ◌́" is one. */
export const graphemes = (text: string): string[] =>
  Array.from(graphemeSegmenter.segment(text), (s) => s.segment);

/** A cluster that is drawn as an emoji: a pictograph with its variation selector, modifier or ZWJ parts. */
const EMOJI_CLUSTER = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\u{FE0F}|\u{20E3}/u;
/** Text-presentation pictographs (©, ™, ☺) become emoji only when a sequence makes them so. */
const isEmojiCluster = (cluster: string): boolean =>
  EMOJI_CLUSTER.test(cluster) || (/\p{Extended_Pictographic}/u.test(cluster) && [...cluster].length > 1);

/** `https://…` up to the next space; closing punctuation after it belongs to the sentence. */
const URL_WITH_SCHEME = /https?:\/\/[^\s<>"]+/giu;
const TRAILING_PUNCTUATION = /[.,:;!?'")\]]+$/u;
/**
 * A bare domain X links without a scheme (`plume.app/pricing`): labels of at most 63 characters
 * (a longer label is not a domain: twitter-text's conformance counts it as text) ending in a
 * generic TLD. twitter-text knows every TLD; these are the ones a post is likely to carry.
 */
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}_@./-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|net|org|info|biz|app|dev|io|co|tv|me|ly|shop|store|blog|site|online|xyz)(?![\p{L}\p{N}_-])(?:\/[^\s<>"]*)?/giu;

interface Span {
  start: number;
  end: number;
  url: string;
}

function urlSpans(text: string, withBareDomains: boolean): Span[] {
  const spans: Span[] = [];
  const add = (match: RegExpMatchArray) => {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index ?? 0;
    const end = start + url.length;
    if (url && !spans.some((s) => start < s.end && end > s.start)) spans.push({ start, end, url });
  };
  for (const match of text.matchAll(URL_WITH_SCHEME)) add(match);
  if (withBareDomains) for (const match of text.matchAll(BARE_DOMAIN)) add(match);
  return spans.sort((a, b) => a.start - b.start);
}

/** The text with each URL replaced by `replace(url)`. */
function replaceUrls(text: string, withBareDomains: boolean, replace: (url: string) => string): string {
  let out = '';
  let at = 0;
  for (const span of urlSpans(text, withBareDomains)) {
    out += text.slice(at, span.start) + replace(span.url);
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * X: twitter-text v3 (github.com/twitter/twitter-text, config/v3.json and js/src/parseTweet.js).
 * The text is NFC-normalised; a URL weighs 23 (`transformedURLLength`, t.co); an emoji sequence
 * weighs 2 whatever its code points; any other code point weighs 1 in U+0000–U+10FF, U+2000–U+200D,
 * U+2010–U+201F and U+2032–U+2037, and 2 elsewhere (CJK, most symbols).
 */
const X_LIGHT_RANGES: readonly [number, number][] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const X_URL_WEIGHT = 23;

const xCodePointWeight = (codePoint: number): number =>
  X_LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;

export function xWeightedLength(text: string): number {
  const normalised = text.normalize('NFC');
  let length = 0;
  let at = 0;
  const weigh = (part: string) => {
    for (const cluster of graphemes(part)) {
      if (isEmojiCluster(cluster)) length += 2;
      else for (const char of cluster) length += xCodePointWeight(char.codePointAt(0) ?? 0);
    }
  };
  for (const span of urlSpans(normalised, true)) {
    weigh(normalised.slice(at, span.start));
    length += X_URL_WEIGHT;
    at = span.end;
  }
  weigh(normalised.slice(at));
  return length;
}

/**
 * Mastodon: StatusLengthValidator (github.com/mastodon/mastodon, app/validators/
 * status_length_validator.rb) counts grapheme clusters, after putting 23 characters in place of
 * every URL that has a scheme (`URL_PLACEHOLDER = 'x' * 23`; `extract_url_without_protocol: false`)
 * and counting a remote mention `@name@server` as `@name`.
 */
const MASTODON_URL_PLACEHOLDER = 'x'.repeat(23);
const REMOTE_MENTION = /(^|[^/\w])@(([a-z0-9_]+)@[a-z0-9.-]+[a-z0-9]+)/giu;

export function mastodonLength(text: string): number {
  const countable = replaceUrls(text, false, () => MASTODON_URL_PLACEHOLDER).replace(REMOTE_MENTION, '$1@$3');
  return graphemes(countable).length;
}

/**
 * Bluesky: the post record allows 300 graphemes (github.com/bluesky-social/atproto, lexicons/app/
 * bsky/feed/post.json `maxGraphemes`), and the app shortens every link before it posts and counts
 * (github.com/bluesky-social/social-app, src/lib/strings/rich-text-manip.ts `shortenLinks` and
 * url-helpers.ts `toShortUrl`): host and path, the path cut to 13 characters and "..." past 15.
 */
export function blueskyShortUrl(url: string): string {
  const match = /^https?:\/\/([^/?#]+)(.*)$/iu.exec(url);
  if (!match) return url;
  const [, host = '', rest = ''] = match;
  const path = rest.startsWith('/') && /^\/(?:[?#]|$)/u.test(rest) ? rest.slice(1) : rest;
  return path.length > 15 ? `${host}${path.slice(0, 13)}...` : `${host}${path}`;
}

export const blueskyLength = (text: string): number =>
  graphemes(replaceUrls(text, false, blueskyShortUrl)).length;

/**
 * Threads: "Text posts are limited to 500 characters. Emojis are counted as the number of UTF-8
 * bytes." (developers.facebook.com/docs/threads/posts, Limitations). Every other cluster counts 1.
 */
export function threadsLength(text: string): number {
  let length = 0;
  for (const cluster of graphemes(text)) length += isEmojiCluster(cluster) ? utf8.encode(cluster).length : 1;
  return length;
}

/** YouTube: a video description is "a maximum length of 5000 bytes" of UTF-8 (Data API, videos#snippet.description). */
export const utf8Length = (text: string): number => utf8.encode(text).length;

/** Length of `text` as `platform` counts it; see each counter for its source. */
export function countFor(platform: PlatformType, text: string): number {
  switch (platform) {
    case 'x':
      return xWeightedLength(text);
    case 'bluesky':
      return blueskyLength(text);
    case 'mastodon':
      return mastodonLength(text);
    case 'threads':
      return threadsLength(text);
    case 'youtube':
      return utf8Length(text);
    default:
      // TikTok documents "UTF-16 runes"; Instagram, LinkedIn, Facebook and Pinterest say
      // "characters" without saying how. UTF-16 code units never count fewer than graphemes or
      // code points, so a text that fits here fits there.
      return text.length;
  }
}
