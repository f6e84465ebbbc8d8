/** The landing page after a provider sign-in, with `signed_in=1` so the app clears its caches. */
export function landingPath(next: string | null): string {
  const url = new URL(next ?? '/dashboard', 'http://plume.invalid');
  url.searchParams.set('signed_in', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
