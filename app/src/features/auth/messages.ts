import { EMAIL_PATTERN, INVALID_EMAIL, INVALID_OTP } from '../../../../edge/contract/auth-messages.ts';
import { ApiError } from '../../api/client.ts';

/** The SPEC §5/§8 wording of the sign-in screens. */
export const messages = {
  invalidEmail: INVALID_EMAIL,
  requestFailed: 'An error occurred. Please try again.',
  invalidCode: INVALID_OTP,
  tooManyAttempts: 'Too many attempts. Try again later.',
  providerNotEnabled: 'This sign-in method is not enabled on this server.',
  codeResent: 'We sent a new code. The previous one no longer works.',
} as const;

/** SPEC §5: text, @, text, dot, text (the same pattern the server applies). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** 45 → '45 seconds', 90 → '2 minutes', 7200 → '2 hours' (rounded up: never sooner than allowed). */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'minute');
  return plural(Math.ceil(whole / 3600), 'hour');
}

/** A 429 says when to try again, from `Retry-After` (issue 4). */
export function retryAfterMessage(seconds: number): string {
  return `Too many attempts. Try again in ${formatWait(seconds)}.`;
}

function tooMany(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  if (error.retryAfterSeconds !== undefined) return retryAfterMessage(error.retryAfterSeconds);
  return error.serverMessage ? error.message : messages.tooManyAttempts;
}

const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.serverMessage && error.message ? error.message : null;

/** Login and sign-up errors (SPEC §8): the server's message, else 'An error occurred…'. */
export function requestErrorMessage(error: unknown): string {
  return tooMany(error) ?? serverMessage(error) ?? messages.requestFailed;
}

/** Wrong code (SPEC §8): the server's message, else 'Invalid OTP. Please try again.' */
export function codeErrorMessage(error: unknown): string {
  return tooMany(error) ?? serverMessage(error) ?? messages.invalidCode;
}
