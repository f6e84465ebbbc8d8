import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginCodes } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { ACCOUNT_DELETE_PURPOSE, type AuthDeps, CODE_DIGITS } from '../auth/codes-common.ts';
import { forgetUndeliveredCode, takeCodeRequest } from '../auth/codes-issue.ts';
import {
  CODE_ALREADY_USED,
  isSpentCode,
  refuseWrongCode,
  spendAttempt,
  verificationRefusal,
} from '../auth/codes-verify.ts';
import { INVALID_OTP } from '../auth/contract.ts';
import { codeHash, randomDigits, randomToken, sha256Hex } from '../auth/crypto.ts';
import { lockVerification } from '../auth/limits.ts';
import type { User } from '../auth/session-middleware.ts';
import { MailDeliveryError } from '../mail/mailer.ts';
import { accountDeletionCodeMail } from '../mail/templates.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { eraseAccountIn } from './erase.ts';

/**
 * The fresh e-mail code that confirms deleting an account: sign-in's machinery (edge/features/auth)
 * with a purpose of its own. It is issued under the same limits as every code mailed to the address
 * (cooldown, per address and per IP per hour), stored as a keyed hash keyed apart from sign-in's,
 * and checked like a sign-in code: 3 tries, 10 minutes, single use, wrong guesses counted against
 * the address and the IP. Only an 'account-delete' row is ever read here, and sign-in never reads
 * one, so a sign-in code (or its one-click link) cannot delete an account.
 */
export type DeletionDeps = AuthDeps & Pick<Deps, 'blobs'>;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Mails a deletion code to the signed-in person; answers the balance the deletion would forfeit. */
export async function requestDeletionCode(
  deps: DeletionDeps,
  input: { user: User; ip: string },
): Promise<{ balanceCents: number }> {
  const { db, clock, config, random, secret } = deps;
  const limits = config.auth;
  const { email } = input.user;
  const now = clock.now();
  const code = randomDigits(random, CODE_DIGITS);
  // The row needs a link hash (unique); this link is never sent: deleting is never one click.
  const linkHash = await sha256Hex(randomToken(random));
  const hash = await codeHash(secret, email, code, 'account-delete-code');
  const emailEvent = await db.transaction(async (tx) => {
    const event = await takeCodeRequest(tx, limits, { email, ip: input.ip }, now);
    await replaceDeletionCode(tx, email, {
      email,
      codeHash: hash,
      linkHash,
      purpose: ACCOUNT_DELETE_PURPOSE,
      attempts: 0,
      expiresAt: new Date(now.getTime() + limits.codeTtlMinutes * 60_000),
      createdAt: now,
    });
    return event;
  });
  const balanceCents = await balanceOf(db, input.user.id);
  const mail = accountDeletionCodeMail({
    code,
    minutes: limits.codeTtlMinutes,
    balance: dollars(balanceCents),
  });
  try {
    await deps.mailer.send({ to: email, ...mail });
  } catch (error) {
    await forgetUndeliveredCode(db, { email, ip: input.ip, linkHash, eventId: emailEvent }).catch((undo) =>
      deps.logger.warn('undelivered deletion code not forgotten', { error: String(undo) }),
    );
    if (!(error instanceof MailDeliveryError)) throw error;
    deps.logger.warn('deletion code mail not sent', { transport: error.transport, status: error.status });
    throw new AppError(503, 'We could not send the e-mail. Please try again in a moment.', 'mail_failed');
  }
  return { balanceCents };
}

async function replaceDeletionCode(tx: Db, email: string, row: typeof loginCodes.$inferInsert) {
  await tx
    .delete(loginCodes)
    .where(and(eq(loginCodes.email, email), eq(loginCodes.purpose, ACCOUNT_DELETE_PURPOSE)));
  await tx.insert(loginCodes).values(row);
}

const PURPOSES = [ACCOUNT_DELETE_PURPOSE];

/**
 * Checks the deletion code and, when it is right, deletes the account in the SAME transaction
 * (eraseAccountIn): the code is consumed only if the deletion commits, so a refusal (a run still in
 * flight) leaves it usable. Wrong codes count like wrong sign-in codes. Returns what was forfeited.
 */
export async function verifyDeletionCode(
  deps: DeletionDeps,
  input: { user: User; otp: string; ip: string },
): Promise<{ forfeitedCents: number }> {
  const { db, clock, config, secret } = deps;
  const { email } = input.user;
  const { otp, ip } = input;
  const now = clock.now();
  const hash = new RegExp(`^\\d{${CODE_DIGITS}}$`).test(otp)
    ? await codeHash(secret, email, otp, 'account-delete-code')
    : null;
  const early = await verificationRefusal(db, { email, ip }, config, now);
  if (early) throw early;

  const outcome = await db.transaction(async (tx) => {
    await lockVerification(tx, email, ip);
    const refusal = await verificationRefusal(tx, { email, ip }, config, now);
    if (refusal) return refusal;
    if (hash === null) return new AppError(400, INVALID_OTP, 'invalid_otp');
    const code = { email, purposes: PURPOSES };
    if (await spendAttempt(tx, code, hash, config.auth.codeMaxAttempts, now)) {
      // Throws (rolling the spent code back with everything else) when a run is still in flight.
      return eraseAccountIn(tx, deps, input.user.id);
    }
    if (await isSpentCode(tx, code, hash, now))
      return new AppError(409, CODE_ALREADY_USED, 'code_already_used');
    return refuseWrongCode(tx, { email, ip }, config.auth.lockAfterConsecutiveFailures, now);
  });
  if (outcome instanceof AppError) throw outcome;
  // After the commit: the object store's copies of the account's images go now (or on a later sweep).
  await deps.blobs.settle();
  deps.logger.info('account deleted', { userId: input.user.id, forfeitedCents: outcome.forfeitedCents });
  return outcome;
}
