/**
 * The sign-in wording and e-mail rule shared by the edge and the app (SPEC §5/§8). Kept free of zod
 * so the app's sign-in screens can use them without bundling the schema library. The e-mail grammar
 * itself lives in email-address.ts.
 */
export { EMAIL_PATTERN, isEmailAddress, normaliseEmail } from './email-address.ts';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const INVALID_OTP = 'Invalid OTP. Please try again.';
export const CODE_SENT = 'Check your inbox for a 4-digit code.';

/**
 * The error code of the hard stop after too many consecutive wrong codes: unlike the other 429s it
 * does not pass with time, so the screens show the server's advice without a "try again in …".
 */
export const CODE_SIGN_IN_LOCKED = 'code_sign_in_locked';
