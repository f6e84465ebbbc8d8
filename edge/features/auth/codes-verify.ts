import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CODE_SIGN_IN_LOCKED } from '../../contract/auth-messages.ts';
import type { Db } from '../../db/client.ts';
import { loginCodes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type AuthDeps, CODE_DIGITS, rateLimited, SIGN_IN_PURPOSES } from './codes-common.ts';
import { INVALID_OTP } from './contract.ts';
import { codeHash } from './crypto.ts';
import {
  DAY,
  lockVerification,
  recordConsecutiveFailure,
  recordEvents,
  resetConsecutiveFailures,
  verificationBlocks,
} from './limits.ts';
import { signCustomToken } from './tokens.ts';
import { findOrCreateUserByEmail } from './users.ts';

/**
 * Checks a typed code. Returns the custom token; throws 400 (wrong, expired, used, dead: one
 * message) or 429.
 *
 * Guarantee under concurrency (any number of instances, one database): the whole check runs in one
 * transaction holding the address's advisory lock and then the client IP's (lockVerification), so
 * verifications for one address, and those from one IP, are evaluated one at a time against the
 * committed counters of the ones before. Hence at most `failedVerifyPerEmailPerDay` wrong codes are
 * evaluated per address per 24 h and at most `failedVerifyPerIpPerHour` per IP per hour, exactly,
 * however many arrive at once; the consecutive-failures count is exact too. Independently of the
 * locks, each guess first spends one of the code's attempts in the same UPDATE that compares it
 * (see spendAttempt), so no code is ever compared more than `codeMaxAttempts` times, and two
 * concurrent right answers consume it once: one custom token.
 */
export async function verifyCode(
  deps: AuthDeps,
  input: { email: string; otp: string; ip: string },
): Promise<string> {
  const { db, clock, config, secret, random } = deps;
  const limits = config.auth;
  const { email, otp, ip } = input;
  const now = clock.now();
  // Not four digits: cannot match anything, so there is nothing to compare or count.
  const hash = new RegExp(`^\\d{${CODE_DIGITS}}$`).test(otp) ? await codeHash(secret, email, otp) : null;

  // A quick look without the locks: once a limit is reached, a flood of guesses is answered at once
  // instead of queueing for the address's lock (and holding database connections while it waits).
  const early = await verificationRefusal(db, input, config, now);
  if (early) throw early;

  const outcome = await db.transaction(async (tx) => {
    await lockVerification(tx, email, ip);
    // The authoritative check: under the locks, every earlier guess's failure is committed.
    const refusal = await verificationRefusal(tx, input, config, now);
    if (refusal) return refusal;
    if (hash === null) return new AppError(400, INVALID_OTP, 'invalid_otp');
    if (await spendAttempt(tx, { email, purposes: SIGN_IN_PURPOSES }, hash, limits.codeMaxAttempts, now)) {
      await resetConsecutiveFailures(tx, email);
      return findOrCreateUserByEmail(tx, email, now, { cents: config.welcomeCreditCents, secret });
    }
    // A double click or a client retry of the code that just worked is not a guess: it must not
    // burn the person's daily allowance of failed checks. Only the address's last code, while unexpired.
    if (await isSpentCode(tx, { email, purposes: SIGN_IN_PURPOSES }, hash, now)) {
      return new AppError(409, CODE_ALREADY_USED, 'code_already_used');
    }
    return refuseWrongCode(tx, { email, ip }, limits.lockAfterConsecutiveFailures, now);
  });
  if (outcome instanceof AppError) throw outcome;
  return signCustomToken({ userId: outcome.id, email: outcome.email }, { secret, random, now });
}

/**
 * A wrong answer (or no live code), for the sign-in code and the account-deletion code alike: it counts
 * everywhere (the address's and the IP's failure windows, the address's run of consecutive failures,
 * which may lock it) before the locks are released. The refusal is returned for the caller to return,
 * not thrown: throwing would roll the counted failure back.
 */
export async function refuseWrongCode(
  tx: Db,
  { email, ip }: { email: string; ip: string },
  lockAfter: number,
  now: Date,
): Promise<AppError> {
  await recordEvents(
    tx,
    [
      { kind: 'verify_failed:email', subject: email },
      { kind: 'verify_failed:ip', subject: ip },
    ],
    now,
  );
  await recordConsecutiveFailure(tx, email, lockAfter, now);
  return new AppError(400, INVALID_OTP, 'invalid_otp');
}

/** What still works while code entry is locked: the mail's link, and the providers this server has. */
function lockedAdvice(oidc: AuthDeps['config']['oidc']): string {
  const providers = [oidc.google ? 'Google' : null, oidc.apple ? 'Apple' : null].filter(Boolean);
  return providers.length === 0
    ? 'Use the link in your sign-in e-mail.'
    : `Use the link in your sign-in e-mail, or continue with ${providers.join(' or ')}.`;
}

/**
 * The 429 a verification gets before any code is compared, or null when it may go on. Shared with the
 * account-deletion code, whose wrong guesses count against the same per-address and per-IP limits.
 */
export async function verificationRefusal(
  db: Db,
  input: { email: string; ip: string },
  { auth: limits, oidc }: Pick<AuthDeps['config'], 'auth' | 'oidc'>,
  now: Date,
): Promise<AppError | null> {
  const blocks = await verificationBlocks(
    db,
    {
      email: input.email,
      ip: input.ip,
      perIp: limits.failedVerifyPerIpPerHour,
      perEmail: limits.failedVerifyPerEmailPerDay,
    },
    now,
  );
  if (blocks.ipWait !== null) {
    return rateLimited('Too many wrong codes from your network.', blocks.ipWait);
  }
  if (blocks.locked) {
    // The hard stop does not pass with time: only a Google/Apple sign-in or the operator lifts it,
    // and the client cannot know when. Retry-After names the per-address window (a day), the
    // soonest a retry could be worth trying; the message sends the person to what works now.
    return rateLimited(
      `Code sign-in is locked for this address after too many wrong codes. ${lockedAdvice(oidc)}`,
      DAY / 1000,
      CODE_SIGN_IN_LOCKED,
    );
  }
  if (blocks.emailWait !== null) {
    return rateLimited(
      'Too many wrong codes for this address. Use the link in your sign-in e-mail.',
      blocks.emailWait,
    );
  }
  return null;
}

/**
 * One guess against the address's live code, in ONE statement: it spends an attempt of a code that
 * is unconsumed, unexpired and under the attempt limit, and consumes the code in the same row
 * update when the hash matches. PostgreSQL re-checks the WHERE clause against the latest row
 * version when concurrent updates meet, so a code is compared at most `maxAttempts` times and
 * consumed at most once, even without the advisory locks. True when the guess was right. Only codes
 * of `purposes` are looked at, so a sign-in code cannot confirm a deletion, nor the reverse.
 */
export async function spendAttempt(
  tx: Db,
  code: { email: string; purposes: readonly string[] },
  hash: string,
  maxAttempts: number,
  now: Date,
) {
  const rows = await tx
    .update(loginCodes)
    .set({
      attempts: sql`${loginCodes.attempts} + 1`,
      consumedAt: sql`case when ${loginCodes.codeHash} = ${hash} then ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(loginCodes.email, code.email),
        inArray(loginCodes.purpose, [...code.purposes]),
        isNull(loginCodes.consumedAt),
        lt(loginCodes.attempts, maxAttempts),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ consumedAt: loginCodes.consumedAt });
  return rows.some((r) => r.consumedAt !== null);
}

export const CODE_ALREADY_USED = 'This code has already been used.';

/** True when `hash` is the address's live code and it was already consumed (by a right answer). */
export async function isSpentCode(
  tx: Db,
  code: { email: string; purposes: readonly string[] },
  hash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: loginCodes.id })
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.email, code.email),
        inArray(loginCodes.purpose, [...code.purposes]),
        eq(loginCodes.codeHash, hash),
        isNotNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
