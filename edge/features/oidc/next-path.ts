/**
 * `next` must stay on this site: one leading '/', no '//' (protocol-relative), no backslash
 * (browsers read '\' as '/'), no control characters. Anything else is ignored (→ /dashboard).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 1024) return null;
  if (!next.startsWith('/') || next.includes('//') || next.includes('\\')) return null;
  for (let i = 0; i < next.length; i += 1) {
    const code = next.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  const base = 'http://plume.invalid';
  if (!URL.canParse(next, base)) return null;
  const url = new URL(next, base);
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The landing page after a provider sign-in, with `signed_in=1` so the app clears its caches. */
export function landingPath(next: string | null): string {
  const url = new URL(next ?? '/dashboard', 'http://plume.invalid');
  url.searchParams.set('signed_in', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
