/**
 * The `next` parameter of /login?next=… sends a person back to the screen they asked for after
 * sign-in. It comes from the URL, so anyone can craft it: only same-origin paths are accepted, or a
 * link could bounce a fresh sign-in to another site (open redirect).
 */
const ORIGIN = 'https://plume.invalid';
const AUTH_PATHS = new Set(['/login', '/signup']);

export function safeNext(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw) return fallback;
  // One leading '/', not '//' or '/\' (browsers read both as a scheme-relative URL to another host).
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters and backslashes are stripped or rewritten by URL parsers; refuse them outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point of this check.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  // Going "back" to the sign-in screens would loop.
  if (AUTH_PATHS.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /login link that brings a visitor back to `path` (path + search) after sign-in. */
export function loginHref(path: string): string {
  const next = safeNext(path, '');
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
