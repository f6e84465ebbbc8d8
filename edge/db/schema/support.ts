import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { ownerId } from './user-columns.ts';

/**
 * Messages people send to the Plume team from the Help Centre (and later the dashboard). Stored
 * first, so nothing is lost if forwarding by mail fails; `forwarded_at` stays null until the support
 * inbox accepted it (`npm run admin -- messages` lists what still waits).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    userId: ownerId(),
    /** The sender's address when they wrote: the reply goes there even if the account changes. */
    email: text('email').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (t) => [
    check('support_messages_text_not_blank', sql`length(btrim(${t.text})) > 0`),
    index('support_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);
