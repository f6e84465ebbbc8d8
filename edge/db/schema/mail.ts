import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Mail that must leave exactly once because something happened (a receipt after a recharge, a
 * low-balance warning): the row is written in the SAME transaction as that event, so a rolled-back
 * fulfilment sends nothing and a committed one cannot lose its mail; it is sent after the commit and
 * retried with backoff by the outbox sweep (edge/features/mail/outbox.ts). `key` makes a second
 * write of the same mail a no-op however the event's writers race.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** One mail per event, e.g. `receipt:<checkout id>`, `low-balance:<ledger row id>`. */
    key: text('key').notNull().unique(),
    /** The recipient, as the account's address was when the event happened. */
    to: text('to').notNull(),
    /** The mail as rendered at the event (a receipt states what was true then). */
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Sending attempts started (each claims the row until its backoff has passed). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be tried (again); a claim moves it forward by the backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The transport's last refusal (never the mail's content). */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_attempts_non_negative', sql`${t.attempts} >= 0`),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
  ],
);
