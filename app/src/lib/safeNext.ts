import { safeNextPath } from '../../../edge/contract/next-path.ts';

/**
 * The `next` parameter of /login?next=… sends a person back to the screen they asked for after
 * sign-in. It comes from the URL, so anyone can craft it: the edge's one rule for it
 * (edge/contract/next-path.ts) keeps it on this site, or a link could bounce a fresh sign-in to
 * another site (open redirect).
 */
const AUTH_PATHS = new Set(['/login', '/signup']);

export function safeNext(raw: string | null | undefined, fallback = '/dashboard'): string {
  const path = safeNextPath(raw);
  if (path === null) return fallback;
  // Going "back" to the sign-in screens would loop.
  if (AUTH_PATHS.has(path.replace(/[?#].*$/s, ''))) return fallback;
  return path;
}

/** The /login link that brings a visitor back to `path` (path + search) after sign-in. */
export function loginHref(path: string): string {
  const next = safeNext(path, '');
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
