import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authEvents, loginCodes, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { MailDeliveryError } from '../mail/mailer.ts';
import { signInCodeMail, signUpInviteMail } from '../mail/templates.ts';
import {
  type AuthDeps,
  CODE_DIGITS,
  type CodePurpose,
  rateLimited,
  SIGN_IN_PURPOSES,
} from './codes-common.ts';
import { codeHash, randomDigits, randomToken, sha256Hex } from './crypto.ts';
import { HOUR, limitReached, lockCodeRequest, recordEvents } from './limits.ts';
import { pruneSoon } from './prune.ts';

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
    const emailEvent = await takeCodeRequest(tx, limits, { email, ip }, now);
    // A new sign-in code replaces the last one; a pending account-deletion code is not a sign-in code.
    await tx
      .delete(loginCodes)
      .where(and(eq(loginCodes.email, email), inArray(loginCodes.purpose, [...SIGN_IN_PURPOSES])));
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
 * The limits in front of every code mailed (sign-in and account deletion alike, so every code mailed
 * to an address counts): a resend cooldown, codes per address and per IP per hour. Run inside the
 * transaction that stores the code: it takes the address's and then the IP's lock (released at
 * commit), so two instances cannot both slip under a limit, then records the request. Throws the 429;
 * returns the id of the address's event (forgetUndeliveredCode uncounts it if the mail fails).
 */
export async function takeCodeRequest(
  tx: Db,
  limits: AuthDeps['config']['auth'],
  { email, ip }: { email: string; ip: string },
  now: Date,
): Promise<string | undefined> {
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
  if (perEmail !== null || perIp !== null || cooldown !== null) {
    const wait = Math.max(...[cooldown, perEmail, perIp].map((w) => w ?? 0));
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
  return events.find((e) => e.kind === 'code_sent:email')?.id;
}

/**
 * A code whose mail could not be delivered: the code itself is deleted (nobody received it, so it is
 * only a target for guessing), and its request stops counting towards the resend cooldown, so the
 * person may ask again at once. It still counts towards the hourly limits per address and per IP,
 * which bound how often a failing send can be retried.
 */
export async function forgetUndeliveredCode(
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
