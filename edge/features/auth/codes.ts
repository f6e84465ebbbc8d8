import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { loginCodes, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { MailDeliveryError } from '../mail/mailer.ts';
import { signInCodeMail, signUpInviteMail } from '../mail/templates.ts';
import { INVALID_OTP } from './contract.ts';
import { codeHash, randomDigits, randomToken, sha256Hex } from './crypto.ts';
import {
  HOUR,
  limitReached,
  pruneEvents,
  recordConsecutiveFailure,
  recordEvents,
  resetConsecutiveFailures,
  verificationBlocks,
} from './limits.ts';
import { signCustomToken } from './tokens.ts';
import { findOrCreateUserByEmail } from './users.ts';

/**
 * E-mail codes (ARCHITECTURE §5). 4 digits carry only 13 bits, so the limits below carry the
 * security: at most CODE_MAX_ATTEMPTS guesses per code, codes per address and per IP per hour,
 * failed verifications per IP per hour and per address per day, and a hard stop after
 * LOCK_AFTER_CONSECUTIVE_FAILURES. Every code mail also carries a 256-bit one-click link that works
 * while code entry is locked, so a stranger who locks an address out cannot lock its owner out.
 */
export type CodePurpose = 'login' | 'signup';
type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'random' | 'secret' | 'mailer' | 'logger'>;

export const CODE_DIGITS = 4;
const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, 'rate_limited', retryAfterSeconds === undefined ? {} : { retryAfterSeconds });

/**
 * Issues a code for `email` and mails it, or, for a login request from an unknown address, mails an
 * invitation to sign up. Both paths do the same database work and send one mail, so neither the
 * answer nor its timing tells whether an account exists. A new code replaces the previous one.
 */
export async function requestCode(
  deps: AuthDeps,
  input: { email: string; purpose: CodePurpose; ip: string; origin: string },
): Promise<void> {
  const { db, clock, config, random, secret } = deps;
  const limits = config.auth;
  const { email, purpose, ip } = input;
  const now = clock.now();
  const code = randomDigits(random, CODE_DIGITS);
  const link = randomToken(random);
  const [hash, linkHash] = await Promise.all([codeHash(secret, email, code), sha256Hex(link)]);

  const known = await db.transaction(async (tx) => {
    // Serialise requests per address, then per IP (always in this order: no deadlock), so two
    // instances cannot both slip under a limit. The lock is released at commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`plume:code:email:${email}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`plume:code:ip:${ip}`}, 0))`);
    const cooldown = await limitReached(
      tx,
      'code_sent:email',
      email,
      1,
      limits.resendCooldownSeconds * 1000,
      now,
    );
    const perEmail = await limitReached(tx, 'code_sent:email', email, limits.codesPerEmailPerHour, HOUR, now);
    const perIp = await limitReached(tx, 'code_sent:ip', ip, limits.codesPerIpPerHour, HOUR, now);
    const waits = [cooldown, perEmail, perIp];
    if (perEmail !== null || perIp !== null || cooldown !== null) {
      const wait = Math.max(...waits.map((w) => w ?? 0));
      throw rateLimited(
        perEmail === null && perIp === null
          ? 'Please wait before asking for another code.'
          : 'Too many codes requested. Please try again later.',
        wait,
      );
    }
    await pruneEvents(tx, ['code_sent:email', 'verify_failed:email'], email, now);
    await recordEvents(
      tx,
      [
        { kind: 'code_sent:email', subject: email },
        { kind: 'code_sent:ip', subject: ip },
      ],
      now,
    );
    await tx.delete(loginCodes).where(eq(loginCodes.email, email));
    await tx.insert(loginCodes).values({
      email,
      codeHash: hash,
      linkHash,
      purpose,
      attempts: 0,
      expiresAt: new Date(now.getTime() + limits.codeTtlMinutes * 60_000),
      createdAt: now,
    });
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return user !== undefined;
  });

  const mail =
    purpose === 'login' && !known
      ? signUpInviteMail({ signupUrl: `${input.origin}/signup` })
      : signInCodeMail({
          code,
          link: `${input.origin}/login?link=${link}`,
          minutes: limits.codeTtlMinutes,
        });
  try {
    await deps.mailer.send({ to: email, ...mail });
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    deps.logger.warn('sign-in mail not sent', { transport: error.transport, status: error.status });
    throw new AppError(503, 'We could not send the e-mail. Please try again in a minute.', 'mail_failed');
  }
}

/**
 * Checks a typed code. The right code is consumed by ONE conditional UPDATE (unconsumed, unexpired,
 * under the attempt limit, matching hash), so two concurrent right answers yield one token.
 * Returns the custom token; throws 400 (wrong, expired, used, dead: one message) or 429.
 */
export async function verifyCode(
  deps: AuthDeps,
  input: { email: string; otp: string; ip: string },
): Promise<string> {
  const { db, clock, config, secret, random } = deps;
  const limits = config.auth;
  const { email, otp, ip } = input;
  const now = clock.now();

  const blocks = await verificationBlocks(
    db,
    { email, ip, perIp: limits.failedVerifyPerIpPerHour, perEmail: limits.failedVerifyPerEmailPerDay },
    now,
  );
  if (blocks.ipWait !== null) {
    throw rateLimited('Too many wrong codes from your network. Please try again later.', blocks.ipWait);
  }
  if (blocks.locked) {
    throw rateLimited(
      'Code sign-in is locked for this address after too many wrong codes. Use the link in your sign-in e-mail, or continue with Google or Apple.',
    );
  }
  if (blocks.emailWait !== null) {
    throw rateLimited(
      'Too many wrong codes for this address. Use the link in your sign-in e-mail, or try again later.',
      blocks.emailWait,
    );
  }
  // Not four digits: cannot match anything, so there is nothing to count.
  if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(otp)) throw new AppError(400, INVALID_OTP, 'invalid_otp');

  const hash = await codeHash(secret, email, otp);
  const consumed = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginCodes.email, email),
        eq(loginCodes.codeHash, hash),
        isNull(loginCodes.consumedAt),
        lt(loginCodes.attempts, limits.codeMaxAttempts),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ id: loginCodes.id });

  if (consumed.length === 0) {
    // Each wrong answer spends one of the live code's attempts (atomically) and counts everywhere.
    await db
      .update(loginCodes)
      .set({ attempts: sql`${loginCodes.attempts} + 1` })
      .where(
        and(
          eq(loginCodes.email, email),
          isNull(loginCodes.consumedAt),
          lt(loginCodes.attempts, limits.codeMaxAttempts),
          gt(loginCodes.expiresAt, now),
        ),
      );
    await recordEvents(
      db,
      [
        { kind: 'verify_failed:email', subject: email },
        { kind: 'verify_failed:ip', subject: ip },
      ],
      now,
    );
    await recordConsecutiveFailure(db, email, limits.lockAfterConsecutiveFailures, now);
    throw new AppError(400, INVALID_OTP, 'invalid_otp');
  }

  await resetConsecutiveFailures(db, email);
  const user = await findOrCreateUserByEmail(db, email);
  return signCustomToken({ userId: user.id, email: user.email }, { secret, random, now });
}

export const INVALID_LINK = 'This sign-in link is invalid or has expired. Please ask for a new code.';

/**
 * The one-click link: single use, same life as the code, and deliberately NOT subject to the code
 * entry limits (its 256 bits cannot be guessed), so it works while code entry is locked.
 */
export async function consumeLink(deps: AuthDeps, token: string): Promise<string> {
  const { db, clock, secret, random } = deps;
  const now = clock.now();
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError(400, INVALID_LINK, 'invalid_link');
  const [row] = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginCodes.linkHash, await sha256Hex(token)),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ email: loginCodes.email });
  if (!row) throw new AppError(400, INVALID_LINK, 'invalid_link');
  const user = await findOrCreateUserByEmail(db, row.email);
  return signCustomToken({ userId: user.id, email: user.email }, { secret, random, now });
}
