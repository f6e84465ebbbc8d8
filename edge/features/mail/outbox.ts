import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { outboxClaim, outboxRetry } from '../../lib/outbox-retry.ts';
import { periodicSweep } from '../../lib/periodic-sweep.ts';
import { MailDeliveryError } from './mailer.ts';
import type { RenderedMail } from './templates.ts';

export type OutboxDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'logger'>;

/** After this many failed attempts a mail stays unsent (the log says so); a transport fix then needs a person. */
export const OUTBOX_MAX_ATTEMPTS = 10;

/**
 * Writes a mail into the outbox inside the caller's transaction `tx` (the event's own), due at once.
 * The same key a second time changes nothing: the first writer's mail is the one sent.
 */
export async function enqueueMail(
  tx: Db,
  mail: { key: string; to: string } & Pick<RenderedMail, 'subject' | 'text' | 'html'>,
  at: Date,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ ...mail, nextAttemptAt: at, createdAt: at })
    .onConflictDoNothing({ target: mailOutbox.key });
}

/**
 * Sends one due outbox row, at most once however many senders race: the row is first CLAIMED by a
 * conditional UPDATE (unsent, due, attempts left → its next attempt moved past the backoff), so only
 * the claimer sends; success stamps `sent_at`, failure leaves the claim as the wait before the retry.
 * (A crash between the transport's acceptance and the stamp sends it again on the retry: the one
 * duplicate mail no outbox can rule out.) Never throws for a transport failure: returns false.
 */
async function sendRow(deps: OutboxDeps, id: string): Promise<boolean> {
  const { db, clock, mailer, logger } = deps;
  const now = clock.now();
  const [claimed] = await db
    .update(mailOutbox)
    .set(outboxClaim(mailOutbox.attempts, now))
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, now),
        lt(mailOutbox.attempts, OUTBOX_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!claimed) return false;
  try {
    await mailer.send({ to: claimed.to, subject: claimed.subject, text: claimed.text, html: claimed.html });
  } catch (error) {
    const reason = error instanceof MailDeliveryError ? error.message : 'unexpected error';
    await db
      .update(mailOutbox)
      .set(outboxRetry(claimed.attempts, now, reason))
      .where(eq(mailOutbox.id, id));
    const fields = { key: claimed.key, attempts: claimed.attempts, error: reason };
    if (claimed.attempts >= OUTBOX_MAX_ATTEMPTS) logger.error('outbox mail given up', fields);
    else logger.warn('outbox mail not sent; will retry', fields);
    return false;
  }
  await db.update(mailOutbox).set({ sentAt: clock.now(), lastError: null }).where(eq(mailOutbox.id, id));
  return true;
}

/** Sends the mail written under `key` now, if it is due (called right after the event's commit). */
export async function sendOutboxMail(deps: OutboxDeps, key: string): Promise<boolean> {
  const [row] = await deps.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.key, key));
  return row ? sendRow(deps, row.id) : false;
}

/** Every due mail, oldest first, in batches (the sweep, and what tests run instead of waiting). */
export async function sweepOutbox(deps: OutboxDeps): Promise<{ sent: number; failed: number }> {
  const batch = 50;
  let sent = 0;
  let failed = 0;
  const tried = new Set<string>();
  for (;;) {
    const due = await deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, deps.clock.now()),
          lt(mailOutbox.attempts, OUTBOX_MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batch);
    const fresh = due.filter((row) => !tried.has(row.id));
    for (const { id } of fresh) {
      tried.add(id);
      if (await sendRow(deps, id)) sent += 1;
      else failed += 1;
    }
    if (due.length < batch || fresh.length === 0) return { sent, failed };
  }
}

/** The periodic outbox sweep for Deno.cron or a timer: never throws, never overlaps itself. */
export function outboxSweeper(deps: OutboxDeps): () => Promise<void> {
  return periodicSweep(deps.logger, 'outbox sweep failed', async () => {
    const { sent } = await sweepOutbox(deps);
    if (sent > 0) deps.logger.info('outbox mail sent', { sent });
  });
}
