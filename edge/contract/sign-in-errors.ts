/**
 * Why a Google or Apple sign-in ended on /login. The edge redirects to
 * `/login?error=<code>&provider=<google|apple>` and the app shows the fixed message of that code;
 * a code it does not know shows nothing. Only codes travel in the URL, never text: anyone can craft
 * a /login?error=… link, and a banner showing its text would put an attacker's words on Plume's page.
 * Kept free of zod so the app's sign-in screens can use it.
 */
export const SIGN_IN_ERROR_PARAM = 'error';
export const SIGN_IN_PROVIDER_PARAM = 'provider';

/** The providers and their names as messages show them. */
export const PROVIDER_LABELS = { google: 'Google', apple: 'Apple' } as const;
export type SignInProvider = keyof typeof PROVIDER_LABELS;

export const PROVIDER_NOT_ENABLED_MESSAGE = 'This sign-in method is not enabled on this server.';

const TRY_AGAIN = 'Please try again.';

/** Every reason a provider sign-in can fail, and what the person reads for it. */
const MESSAGES = {
  not_enabled: () => PROVIDER_NOT_ENABLED_MESSAGE,
  unavailable: (label: string) => `${label} sign-in is unavailable right now. Please try again later.`,
  not_completed: (label: string) => `${label} sign-in could not be completed. ${TRY_AGAIN}`,
  // One message whatever the cause (another browser, expired, used twice); the log tells them apart.
  not_this_attempt: (label: string) =>
    `That ${label} sign-in expired, was already used or was started in another browser. ${TRY_AGAIN}`,
  cancelled: (label: string) => `${label} sign-in was cancelled.`,
  failed: (label: string) => `${label} sign-in failed. ${TRY_AGAIN}`,
  no_email: (label: string) =>
    `Your ${label} account did not share an e-mail address, which Plume needs. Please sign in with your e-mail instead.`,
  unverified_email: (label: string) =>
    `Your ${label} e-mail address is not verified. Verify it with ${label}, or sign in with an e-mail code instead.`,
  unverified_email_taken: (label: string) =>
    `Your ${label} e-mail address is not verified and already belongs to a Plume account. Sign in with an e-mail code instead.`,
} satisfies Record<string, (label: string) => string>;

export type SignInErrorCode = keyof typeof MESSAGES;

const isKnown = <T extends object>(map: T, key: string | null): key is Extract<keyof T, string> =>
  key !== null && Object.hasOwn(map, key);

/** Where a failed sign-in sends the browser: /login with the code and the provider, nothing else. */
export const signInErrorPath = (code: SignInErrorCode, provider: SignInProvider): string =>
  `/login?${new URLSearchParams({ [SIGN_IN_ERROR_PARAM]: code, [SIGN_IN_PROVIDER_PARAM]: provider })}`;

/** The fixed message of a known code and provider, or null for anything else (never the text given). */
export function signInErrorMessage(code: string | null, provider: string | null): string | null {
  if (!isKnown(MESSAGES, code) || !isKnown(PROVIDER_LABELS, provider)) return null;
  return MESSAGES[code](PROVIDER_LABELS[provider]);
}
