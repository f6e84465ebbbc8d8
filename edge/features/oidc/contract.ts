/**
 * Google and Apple sign-in, as the app sees it (SPEC §7 paths under /api).
 * - GET /api/auth/providers → AuthProvidersResponse
 * - GET /api/auth/{google,apple}/start?next=/path → 302 to the provider; 404 with
 *   PROVIDER_NOT_ENABLED_MESSAGE when that provider is not configured on this server
 * - the provider returns to GET /api/auth/google/callback or POST /api/auth/apple/callback, which
 *   sets the session cookie and 302s to `/dashboard?signed_in=1` (or `next` + `signed_in=1`), or to
 *   `/login?error=<message to show>` on failure.
 */
export type OidcProviderName = 'google' | 'apple';

export interface AuthProvidersResponse {
  success: true;
  providers: Record<OidcProviderName, boolean>;
}

export const PROVIDER_NOT_ENABLED_MESSAGE = 'This sign-in method is not enabled on this server.';

/** Query parameter on the landing page after a provider sign-in: the app clears its caches. */
export const SIGNED_IN_PARAM = 'signed_in';
/** Query parameter on /login carrying a provider sign-in failure, ready to show. */
export const SIGN_IN_ERROR_PARAM = 'error';

/** Where a "Continue with Google/Apple" button navigates (a full page load, not fetch). */
export const providerStartPath = (provider: OidcProviderName, next?: string): string =>
  `/api/auth/${provider}/start${next ? `?next=${encodeURIComponent(next)}` : ''}`;
