import {
  CODE_SIGN_IN_LOCKED,
  INVALID_EMAIL,
  INVALID_OTP,
  isEmailAddress,
} from '../../../../edge/contract/auth-messages.ts';
import { PROVIDER_NOT_ENABLED_MESSAGE } from '../../../../edge/contract/sign-in-errors.ts';
import { ApiError } from '../../api/client.ts';
import { tryAgainIn } from '../../lib/wait.ts';

/** The SPEC §5/§8 wording of the sign-in screens. */
export const messages = {
  invalidEmail: INVALID_EMAIL,
  requestFailed: 'An error occurred. Please try again.',
  invalidCode: INVALID_OTP,
  tooManyAttempts: 'Too many attempts. Try again later.',
  providerNotEnabled: PROVIDER_NOT_ENABLED_MESSAGE,
  codeResent: 'We sent a new code. The previous one no longer works.',
  /** Change email, then the same address while its code still works: back to that code. */
  codeNotResent: 'We did not send a new code. Enter the one we already sent to this address.',
  /** The same code typed again after its answer: it is not posted twice. */
  codeAlreadySent: 'This code was already sent. Please request a new code.',
} as const;

/** SPEC §5, held to the one e-mail grammar the server applies (edge/contract/email-address.ts). */
export function isValidEmail(email: string): boolean {
  return isEmailAddress(email);
}

/** A 429 with no server message of its own. */
export function retryAfterMessage(seconds: number): string {
  return `Too many attempts. ${tryAgainIn(seconds)}`;
}

/**
 * A 429 says what is wrong (the server's message) and when to try again (from `Retry-After`, issue
 * 4) — except the hard lock, which does not pass with time: its message already says what works.
 */
function tooMany(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = error.code === CODE_SIGN_IN_LOCKED ? undefined : error.retryAfterSeconds;
  if (error.serverMessage)
    return seconds === undefined ? error.message : `${error.message} ${tryAgainIn(seconds)}`;
  return seconds === undefined ? messages.tooManyAttempts : retryAfterMessage(seconds);
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
