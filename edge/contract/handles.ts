import { type HandleOptions, normaliseWebsite, websiteProblem } from './website-handle.ts';

export { type HandleOptions, WEBSITE_URL_MAX_CHARS } from './website-handle.ts';

/**
 * Social handles (SPEC §3 "Handle"): the platforms a profile may name, the one normaliser both the app
 * and the edge apply, and one clear pattern per platform. On the wire a handle is `{ type, reference }`
 * with `type` the platform in lowercase. Beside the ten platforms there is one more handle type,
 * `website` (a site, blog, newsletter or podcast feed by its URL): read for concepts, never posted to,
 * so it has no platform rules (platforms.ts) and never appears in "Post to".
 */

export const PLATFORMS = [
  { type: 'instagram', label: 'Instagram' },
  { type: 'tiktok', label: 'TikTok' },
  { type: 'youtube', label: 'YouTube' },
  { type: 'x', label: 'X' },
  { type: 'linkedin', label: 'LinkedIn' },
  { type: 'facebook', label: 'Facebook' },
  { type: 'threads', label: 'Threads' },
  { type: 'bluesky', label: 'Bluesky' },
  { type: 'mastodon', label: 'Mastodon' },
  { type: 'pinterest', label: 'Pinterest' },
] as const;

export type PlatformType = (typeof PLATFORMS)[number]['type'];
export const PLATFORM_TYPES = PLATFORMS.map((p) => p.type) as [PlatformType, ...PlatformType[]];

/** The handle type that names a web address instead of an account. */
export const WEBSITE = { type: 'website', label: 'Website / blog / podcast feed' } as const;
/** Every type a handle may have, in the order the profile's list offers them. */
export const HANDLE_TYPES = [...PLATFORMS, WEBSITE] as const;
export type HandleType = (typeof HANDLE_TYPES)[number]['type'];

/** Longest reference we keep (a Bluesky domain handle can be long; nothing else comes close). */
export const HANDLE_MAX_CHARS = 100;
/** Handles per list: enough for every platform twice, small enough to keep a prompt short. */
export const HANDLES_PER_LIST_MAX = 20;

type Rule = { pattern: RegExp; hint: string };

/** What each platform allows, as a person would describe it (the hint is the error message too). */
const rules: Record<PlatformType, Rule> = {
  instagram: { pattern: /^[A-Za-z0-9._]{1,30}$/, hint: 'letters, numbers, . and _ (up to 30)' },
  tiktok: { pattern: /^[A-Za-z0-9._]{2,24}$/, hint: 'letters, numbers, . and _ (2 to 24)' },
  youtube: { pattern: /^[A-Za-z0-9._-]{3,30}$/, hint: 'letters, numbers, . _ and - (3 to 30)' },
  x: { pattern: /^[A-Za-z0-9_]{1,15}$/, hint: 'letters, numbers and _ (up to 15)' },
  linkedin: { pattern: /^[A-Za-z0-9-]{3,100}$/, hint: 'letters, numbers and - (3 to 100)' },
  facebook: { pattern: /^[A-Za-z0-9.]{5,50}$/, hint: 'letters, numbers and . (5 to 50)' },
  threads: { pattern: /^[A-Za-z0-9._]{1,30}$/, hint: 'letters, numbers, . and _ (up to 30)' },
  bluesky: {
    pattern: /^(?=.{3,100}$)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
    hint: 'a domain such as name.bsky.social',
  },
  mastodon: {
    pattern: /^(?=.{3,100}$)[A-Za-z0-9_]{1,30}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
    hint: 'name@server, such as name@mastodon.social',
  },
  pinterest: { pattern: /^[A-Za-z0-9_]{3,30}$/, hint: 'letters, numbers and _ (3 to 30)' },
};

export const isPlatformType = (value: string): value is PlatformType =>
  (PLATFORM_TYPES as readonly string[]).includes(value);

export const isHandleType = (value: string): value is HandleType =>
  HANDLE_TYPES.some((h) => h.type === value);

export const platformLabel = (type: string): string =>
  HANDLE_TYPES.find((p) => p.type === type)?.label ?? type;

// Path segments that name a kind of page rather than the account (linkedin.com/in/…, bsky.app/profile/…).
const PREFIX_SEGMENTS = new Set(['in', 'company', 'profile', 'user', 'c', 'channel', 'u']);
/** A pasted link: optional scheme, a host of ASCII labels, then a path (and maybe a query). */
const URL_LIKE = /^(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(\/\S*)$/i;

/**
 * Trims, and turns what people paste into the bare handle: a leading @ goes, and a profile URL
 * (`https://instagram.com/ada/`, `x.com/ada?s=20`, `https://mastodon.social/@ada`) becomes the
 * account part. A Mastodon URL becomes `name@server`; a Mastodon `@name@server` loses its first @.
 * Never throws: it runs inside the edge's validator and on every keystroke in the app.
 */
export function normaliseHandle(type: string, raw: string): string {
  if (type === WEBSITE.type) return normaliseWebsite(raw);
  const value = raw.trim();
  const link = URL_LIKE.exec(value);
  const account = link ? accountOf(type, link[1] ?? '', link[2] ?? '') : null;
  return (account ?? value).replace(/^@/, '');
}

/**
 * The account part of a pasted profile link, or null when a path segment is not readable text (a
 * broken percent-escape: `x.com/%`, `x.com/%E0`). The caller then keeps the text as typed, whose `/`
 * no platform allows, so the handle check refuses it with a sentence instead of a crash (a 500 on the
 * edge, a blank edit screen in the app). Read by hand rather than with `new URL`: runtimes disagree
 * on hosts (Deno refuses `xn--zz.com`, Node and browsers may accept it), and the app and the edge
 * must reach the same answer.
 */
function accountOf(type: string, host: string, path: string): string | null {
  const segments: string[] = [];
  for (const part of (path.split(/[?#]/)[0] ?? '').split(/[/\\]/)) {
    if (part === '' || part === '.' || part === '..') continue;
    const text = decoded(part);
    if (text === null) return null;
    segments.push(text);
  }
  const first = segments.find((s) => !PREFIX_SEGMENTS.has(s.toLowerCase())) ?? '';
  const server = host.toLowerCase().replace(/^www\./, '');
  return type === 'mastodon' && first ? `${first.replace(/^@/, '')}@${server}` : first;
}

/** A percent-encoded path segment as text, or null where decodeURIComponent would throw. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Null when the (normalised) reference fits the platform, else the sentence that says what fits. */
export function handleProblem(type: string, reference: string, options: HandleOptions = {}): string | null {
  if (type === WEBSITE.type) return websiteProblem(reference, options);
  if (!isPlatformType(type)) return 'Choose a platform from the list.';
  if (reference === '') return 'Enter the handle.';
  const rule = rules[type];
  if (rule.pattern.test(reference)) return null;
  // A `/` left after normalising is a link, one the normaliser could not read (`x.com/%`): say so.
  const link = reference.includes('/') ? ': enter the handle itself, not a link' : '';
  return `${platformLabel(type)} handles are ${rule.hint}${link}.`;
}
