import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CODE_SIGN_IN_LOCKED } from '../../contract/auth-messages.ts';
import type { Db } from '../../db/client.ts';
import { authEvents, loginCodes, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { MailDeliveryError } from '../mail/mailer.ts';
import { signInCodeMail, signUpInviteMail } from '../mail/templates.ts';
import { INVALID_OTP } from './contract.ts';
import { codeHash, randomDigits, randomToken, sha256Hex } from './crypto.ts';
import {
  DAY,
  HOUR,
  limitReached,
  lockCodeRequest,
  lockVerification,
  recordConsecutiveFailure,
  recordEvents,
  resetConsecutiveFailures,
  verificationBlocks,
} from './limits.ts';
import { pruneSoon } from './prune.ts';
import { signCustomToken } from './tokens.ts';
import { findOrCreateUserByEmail } from './users.ts';

/**
 * E-mail codes (ARCHITECTURE §5). 4 digits carry only 13 bits, so the limits below carry the
 * security: at most CODE_MAX_ATTEMPTS guesses per code, codes per address and per IP per hour,
 * failed verifications per IP per hour and per address per day, and a hard stop after
 * LOCK_AFTER_CONSECUTIVE_FAILURES. Every code mail also carries a 256-bit one-click link that works
 * while code entry is locked, so a stranger who locks an address out cannot lock its owner out.
 * Each limit is checked and recorded inside one transaction under advisory locks (limits.ts), so
 * the limits hold exactly however many requests arrive at once, on however many instances.
 */
export type CodePurpose = 'login' | 'signup';
type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'random' | 'secret' | 'mailer' | 'logger'>;

export const CODE_DIGITS = 4;
/**
 * Every 429 says when to try again (ARCHITECTURE §3) in `Retry-After`; the message says what is
 * wrong and the screens add the wait ("… Try again in 2 minutes."), so it is never said twice.
 */
const rateLimited = (message: string, retryAfterSeconds: number, code = 'rate_limited') =>
  new AppError(429, message, code, { retryAfterSeconds });

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

  const sent = await db.transaction(async (tx) => {
    // Serialise requests per address, then per IP, so two instances cannot both slip under a limit.
    // The locks are released at commit.
    await lockCodeRequest(tx, email, ip);
    // The cooldown counts delivered codes only: a mail that failed must not make the person wait.
    const cooldown = await limitReached(
      tx,
      'code_sent:email',
      email,
      1,
      limits.resendCooldownSeconds * 1000,
      now,
    );
    // The hourly limits count failed deliveries too, so retrying a failing send is still bounded.
    const perEmail = await limitReached(
      tx,
      ['code_sent:email', 'code_unsent:email'],
      email,
      limits.codesPerEmailPerHour,
      HOUR,
      now,
    );
    const perIp = await limitReached(tx, 'code_sent:ip', ip, limits.codesPerIpPerHour, HOUR, now);
    const waits = [cooldown, perEmail, perIp];
    if (perEmail !== null || perIp !== null || cooldown !== null) {
      const wait = Math.max(...waits.map((w) => w ?? 0));
      throw rateLimited(
        perEmail === null && perIp === null
          ? 'Please wait before asking for another code.'
          : 'Too many codes requested.',
        wait,
      );
    }
    const events = await recordEvents(
      tx,
      [
        { kind: 'code_sent:email', subject: email },
        { kind: 'code_sent:ip', subject: ip },
      ],
      now,
    );
    const emailEvent = events.find((e) => e.kind === 'code_sent:email')?.id;
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
    return { known: user !== undefined, emailEvent };
  });

  // Opportunistic clean-up of dead sign-in rows, at most every few minutes per process.
  await pruneSoon(db, now, {
    eventRetentionMs: limits.resendCooldownSeconds * 1000,
    onError: (error) => deps.logger.warn('auth prune failed', { error: String(error) }),
  });

  const mail =
    purpose === 'login' && !sent.known
      ? signUpInviteMail({ signupUrl: `${input.origin}/signup` })
      : signInCodeMail({
          code,
          link: `${input.origin}/login?link=${link}`,
          minutes: limits.codeTtlMinutes,
        });
  try {
    await deps.mailer.send({ to: email, ...mail });
  } catch (error) {
    await forgetUndeliveredCode(db, { email, ip, linkHash, eventId: sent.emailEvent }).catch((undoError) =>
      deps.logger.warn('undelivered code not forgotten', { error: String(undoError) }),
    );
    if (!(error instanceof MailDeliveryError)) throw error;
    deps.logger.warn('sign-in mail not sent', { transport: error.transport, status: error.status });
    throw new AppError(503, 'We could not send the e-mail. Please try again in a moment.', 'mail_failed');
  }
}

/**
 * A code whose mail could not be delivered: the code itself is deleted (nobody received it, so it is
 * only a target for guessing), and its request stops counting towards the resend cooldown, so the
 * person may ask again at once. It still counts towards the hourly limits per address and per IP,
 * which bound how often a failing send can be retried.
 */
async function forgetUndeliveredCode(
  db: Db,
  input: { email: string; ip: string; linkHash: string; eventId: string | undefined },
): Promise<void> {
  const { eventId } = input;
  await db.transaction(async (tx) => {
    await lockCodeRequest(tx, input.email, input.ip);
    await tx.delete(loginCodes).where(eq(loginCodes.linkHash, input.linkHash));
    if (eventId !== undefined) {
      await tx.update(authEvents).set({ kind: 'code_unsent:email' }).where(eq(authEvents.id, eventId));
    }
  });
}

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
    if (await spendAttempt(tx, email, hash, limits.codeMaxAttempts, now)) {
      await resetConsecutiveFailures(tx, email);
      return findOrCreateUserByEmail(tx, email, now);
    }
    // A double click or a client retry of the code that just worked is not a guess: it must not
    // burn the person's daily allowance of failed checks. Only the address's last code, while unexpired.
    if (await isSpentCode(tx, email, hash, now)) {
      return new AppError(409, CODE_ALREADY_USED, 'code_already_used');
    }
    // A wrong answer (or no live code) counts everywhere, before the locks are released.
    await recordEvents(
      tx,
      [
        { kind: 'verify_failed:email', subject: email },
        { kind: 'verify_failed:ip', subject: ip },
      ],
      now,
    );
    await recordConsecutiveFailure(tx, email, limits.lockAfterConsecutiveFailures, now);
    // Returned, not thrown: throwing would roll the counted failure back.
    return new AppError(400, INVALID_OTP, 'invalid_otp');
  });
  if (outcome instanceof AppError) throw outcome;
  return signCustomToken({ userId: outcome.id, email: outcome.email }, { secret, random, now });
}

/** What still works while code entry is locked: the mail's link, and the providers this server has. */
function lockedAdvice(oidc: AuthDeps['config']['oidc']): string {
  const providers = [oidc.google ? 'Google' : null, oidc.apple ? 'Apple' : null].filter(Boolean);
  return providers.length === 0
    ? 'Use the link in your sign-in e-mail.'
    : `Use the link in your sign-in e-mail, or continue with ${providers.join(' or ')}.`;
}

/** The 429 a verification gets before any code is compared, or null when it may go on. */
async function verificationRefusal(
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
 * consumed at most once, even without the advisory locks. True when the guess was right.
 */
async function spendAttempt(tx: Db, email: string, hash: string, maxAttempts: number, now: Date) {
  const rows = await tx
    .update(loginCodes)
    .set({
      attempts: sql`${loginCodes.attempts} + 1`,
      consumedAt: sql`case when ${loginCodes.codeHash} = ${hash} then ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(loginCodes.email, email),
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
async function isSpentCode(tx: Db, email: string, hash: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: loginCodes.id })
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.email, email),
        eq(loginCodes.codeHash, hash),
        isNotNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
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
  const user = await db.transaction((tx) => findOrCreateUserByEmail(tx, row.email, now));
  return signCustomToken({ userId: user.id, email: user.email }, { secret, random, now });
}
