import { z } from 'zod';
import { textProblem, wellFormedText } from '../../contract/input-rules.ts';
import { safeNextPath } from '../../contract/next-path.ts';

/**
 * Google and Apple sign-in, as the app sees it (SPEC §7 paths under /api).
 * - GET /api/auth/providers → AuthProvidersResponse
 * - GET /api/auth/{google,apple}/start?next=/path → 302 to the provider; 404 with
 *   PROVIDER_NOT_ENABLED_MESSAGE when that provider is not configured on this server
 * - the provider returns to GET /api/auth/google/callback or POST /api/auth/apple/callback, which
 *   sets the session cookie and 302s to `/dashboard?signed_in=1` (or `next` + `signed_in=1`), or to
 *   `/login?error=<code>&provider=<id>` on failure (edge/contract/sign-in-errors.ts).
 */
export type OidcProviderName = 'google' | 'apple';

export interface AuthProvidersResponse {
  success: true;
  providers: Record<OidcProviderName, boolean>;
}

export { PROVIDER_NOT_ENABLED_MESSAGE } from '../../contract/sign-in-errors.ts';

/** Query parameter on the landing page after a provider sign-in: the app clears its caches. */
export const SIGNED_IN_PARAM = 'signed_in';

/** Where a "Continue with Google/Apple" button navigates (a full page load, not fetch). */
export const providerStartPath = (provider: OidcProviderName, next?: string): string =>
  `/api/auth/${provider}/start${next ? `?next=${encodeURIComponent(next)}` : ''}`;

/** The longest `state` a callback may carry (ours are 43 characters; a provider echoes it back). */
export const CALLBACK_STATE_MAX_CHARS = 512;
/** The longest other value a provider sends back (a code, an issuer, an error description, Apple's `user`). */
export const CALLBACK_VALUE_MAX_CHARS = 8192;

/**
 * GET /api/auth/{google,apple}/start?next=…: `next` is where the person lands after signing in, a
 * path on this site (edge/contract/next-path.ts). Never a refusal, since the person only wants to sign in: a
 * `next` that is not a well-formed, safe path (control characters, off-site, too long) is ignored
 * and the sign-in lands on /dashboard.
 */
export const startQuery = z.object({
  next: z
    // Given twice, the first counts (as it always has); the rest are never read.
    .union([z.string(), z.array(z.string()).transform((all) => all[0])])
    .optional()
    .transform((next) => (next !== undefined && textProblem(next) === null ? safeNextPath(next) : null)),
});

/** One value of a callback: well-formed Unicode, one line, bounded (it is a code, a state, a URL). */
const callbackValue = wellFormedText({ max: CALLBACK_VALUE_MAX_CHARS, trim: false });

/**
 * The provider's answer, as Google's callback query or Apple's form_post body: every parameter once
 * (an answer names each parameter once; a repeated one is an array here and refused), each a text
 * of the rules above, and a `state`. Everything else about it (the code, the issuer, an error the
 * provider reports) is for the OpenID library to judge, so every parameter is passed on as it came.
 * A refusal sends the browser to /login with the code `not_completed`, like any failed sign-in.
 */
export const providerCallback = z.record(z.string().max(100), callbackValue).and(
  z.object({
    state: wellFormedText({ min: 1, max: CALLBACK_STATE_MAX_CHARS, trim: false }),
  }),
);
