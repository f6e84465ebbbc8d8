import { z } from 'zod';
/**
 * The one e-mail grammar (edge/contract/email-address.ts), answered normalised: every limit and lookup sees
 * one spelling.
 */
import { email, token, wellFormedText } from '../../contract/input-rules.ts';

export { CODE_SENT, EMAIL_PATTERN, INVALID_EMAIL, INVALID_OTP } from '../../contract/auth-messages.ts';

/** POST /api/user/authenticate/login and /signup. */
export const emailRequest = z.object({ email });
export type EmailRequest = z.infer<typeof emailRequest>;

/**
 * The answer to a code request: the same for known and unknown addresses (no enumeration).
 * `expires_in`: the code's life in seconds (CODE_TTL_MINUTES), so a screen that goes back to the
 * e-mail step knows how long it may return to this code instead of asking for another.
 */
export const codeSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  expires_in: z.number().int().positive(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponse>;

/** POST /api/user/authenticate/{login,signup}/verify-otp: the 4 digits joined. */
export const verifyOtpRequest = z.object({ email, otp: wellFormedText({ max: 16 }) });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequest>;

/** POST /api/user/authenticate/link: the token of the one-click link in the code mail. */
export const linkRequest = z.object({ token: token(256) });
export type LinkRequest = z.infer<typeof linkRequest>;

/** verify-otp and link → the custom token (5 minutes, single use). */
export const customTokenResponse = z.object({ 'custom-token': z.string() });
export type CustomTokenResponse = z.infer<typeof customTokenResponse>;

/** POST /api/identity/token: custom token → ID token (1 hour). */
export const identityTokenRequest = z.object({ custom_token: token(4096) });
export const identityTokenResponse = z.object({ id_token: z.string() });
export type IdentityTokenResponse = z.infer<typeof identityTokenResponse>;

/** POST /api/user/create-session: ID token → session cookie. */
export const createSessionRequest = z.object({ id_token: token(4096) });

/** create-session and logout. */
export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;
