import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/**
 * E-mail codes (ARCHITECTURE §5). 4 digits carry only 13 bits, so the limits below carry the
 * security: at most CODE_MAX_ATTEMPTS guesses per code, codes per address and per IP per hour,
 * failed verifications per IP per hour and per address per day, and a hard stop after
 * LOCK_AFTER_CONSECUTIVE_FAILURES. Every code mail also carries a 256-bit one-click link that works
 * while code entry is locked, so a stranger who locks an address out cannot lock its owner out.
 * Each limit is checked and recorded inside one transaction under advisory locks (limits.ts), so
 * the limits hold exactly however many requests arrive at once, on however many instances.
 *
 * Issuing is codes-issue.ts, checking a typed code codes-verify.ts, the one-click link codes-link.ts;
 * this file holds what they share.
 */
export type CodePurpose = 'login' | 'signup';
/** The codes that sign a person in: a sign-in check reads only these rows. */
export const SIGN_IN_PURPOSES: readonly string[] = ['login', 'signup'];
/**
 * The code that confirms deleting an account (edge/features/account): stored beside sign-in codes
 * with the same limits, but only the deletion check reads it and it is keyed apart (codeHash), so a
 * sign-in code can never delete an account, nor a deletion code sign anyone in.
 */
export const ACCOUNT_DELETE_PURPOSE = 'account-delete';
export type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'random' | 'secret' | 'mailer' | 'logger'>;

/** The SPEC's length: 4 digits. */
export const CODE_DIGITS = 4;

/**
 * Every 429 says when to try again (ARCHITECTURE §3) in `Retry-After`; the message says what is
 * wrong and the screens add the wait ("… Try again in 2 minutes."), so it is never said twice.
 */
export const rateLimited = (message: string, retryAfterSeconds: number, code = 'rate_limited') =>
  new AppError(429, message, code, { retryAfterSeconds });
