/**
 * Where a person lands after signing in: `/login?next=…` in the app, and `?next=` of a Google or
 * Apple sign-in's start on the edge. Both read it from a URL anyone can craft, so both apply this one
 * rule: a path on this site, or nothing (the caller falls back to /dashboard). Kept free of zod so
 * the app's sign-in screens can use it.
 */
const BASE = 'http://plume.invalid';

/** The longest `next` kept: a path and query of this site are far shorter. */
export const NEXT_PATH_MAX_CHARS = 1024;

/**
 * The path to follow, URL-normalised (dot segments resolved), or null. The decision is taken on that
 * normalised path, the one a browser follows: checking the raw text alone lets `/.//evil.example`,
 * `/%2e%2e//evil.example` or `/dashboard/..//evil.example` through, and each normalises to
 * `//evil.example`, which a browser reads as another host (an open redirect).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > NEXT_PATH_MAX_CHARS || !raw.startsWith('/')) return null;
  // URL parsers read '\' as '/' and strip tabs and line breaks: refuse them rather than guess.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point of this check.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // An empty segment anywhere in the normalised path is where a scheme-relative `//host` starts,
  // now or once the path meets a browser's own resolution: this site's paths have none.
  if (url.origin !== BASE || url.pathname.includes('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
