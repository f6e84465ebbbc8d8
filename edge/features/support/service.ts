import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { supportMessages } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { User } from '../auth/session-middleware.ts';
import { supportMessageMail } from '../mail/templates.ts';

const HOUR = 60 * 60 * 1000;

export type SupportMessage = typeof supportMessages.$inferSelect;

/**
 * Stores a message from a signed-in person, then forwards it to the support inbox (Reply-To the
 * sender). Storing comes first and alone decides success: a mail outage loses nothing, the message
 * simply waits with `forwarded_at` null: `npm run admin -- messages` lists it and
 * `npm run admin -- messages forward` tries again.
 */
export async function sendSupportMessage(
  { db, clock, mailer, logger, config }: Pick<Deps, 'db' | 'clock' | 'mailer' | 'logger' | 'config'>,
  user: Pick<User, 'id' | 'email'>,
  text: string,
): Promise<SupportMessage> {
  const now = clock.now();
  // Check and insert under the sender's lock, so a burst of parallel sends cannot slip past the limit.
  const message = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `plume:support:user:${user.id}`);
    const wait = await hourlyLimitReached(tx, user.id, config.support.messagesPerHour, now);
    if (wait !== null) {
      throw new AppError(
        429,
        'You have sent several messages in the last hour. We will answer them soon.',
        'too_many_messages',
        { retryAfterSeconds: wait },
      );
    }
    const [stored] = await tx
      .insert(supportMessages)
      .values({ userId: user.id, email: user.email, text, createdAt: now })
      .returning();
    if (!stored) throw new Error('The support message was not stored.');
    return stored;
  });

  if (!config.support.email) {
    logger.info('support message stored; SUPPORT_EMAIL is unset, so it is not forwarded', {
      messageId: message.id,
    });
    return message;
  }
  return (await forwardSupportMessage({ db, clock, mailer, logger, config }, message)) ?? message;
}

type ForwardDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'logger' | 'config'>;

/**
 * Mails a stored message to SUPPORT_EMAIL (Reply-To its author) and marks it forwarded. Returns the
 * updated row, or null when there is no inbox or the transport refused (logged; the message waits).
 */
export async function forwardSupportMessage(
  { db, clock, mailer, logger, config }: ForwardDeps,
  message: SupportMessage,
): Promise<SupportMessage | null> {
  const inbox = config.support.email;
  if (!inbox) return null;
  try {
    await mailer.send({
      to: inbox,
      replyTo: message.email,
      ...supportMessageMail({
        from: message.email,
        text: message.text,
        messageId: message.id,
        sentAt: message.createdAt,
      }),
    });
  } catch (error) {
    logger.warn('support message stored but not forwarded', {
      messageId: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  const [forwarded] = await db
    .update(supportMessages)
    .set({ forwardedAt: clock.now() })
    .where(eq(supportMessages.id, message.id))
    .returning();
  return forwarded ?? null;
}

/** Tries every waiting message again (`npm run admin -- messages forward`); returns how many went. */
export async function forwardWaitingMessages(
  deps: ForwardDeps,
): Promise<{ forwarded: number; waiting: number }> {
  const waiting = await unforwardedMessages(deps.db);
  let forwarded = 0;
  for (const message of waiting) {
    if (await forwardSupportMessage(deps, message)) forwarded += 1;
  }
  return { forwarded, waiting: waiting.length - forwarded };
}

/**
 * Null while the person sent fewer than `limit` messages in the hour before `now`; otherwise the
 * seconds until the oldest of them leaves the window (the Retry-After).
 */
async function hourlyLimitReached(db: Db, userId: string, limit: number, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(
      and(eq(supportMessages.userId, userId), gt(supportMessages.createdAt, new Date(now.getTime() - HOUR))),
    )
    .orderBy(desc(supportMessages.createdAt))
    .limit(1)
    .offset(limit - 1);
  if (!row) return null;
  return Math.max(1, Math.ceil((row.createdAt.getTime() + HOUR - now.getTime()) / 1000));
}

/** Messages the support inbox has not accepted yet, oldest first (what `admin messages` shows). */
export async function unforwardedMessages(db: Db): Promise<SupportMessage[]> {
  return db
    .select()
    .from(supportMessages)
    .where(isNull(supportMessages.forwardedAt))
    .orderBy(supportMessages.createdAt);
}
