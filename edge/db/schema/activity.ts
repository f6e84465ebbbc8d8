import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { ownerId } from './user-columns.ts';

/**
 * What a person did, newest first on the dashboard (SPEC §3 "Activity": type, message, created_at):
 * sign-up, sign-in, recharges, reversals, profile saves, generations. Written only by recordActivity().
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    userId: ownerId(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activities_user_created_idx').on(t.userId, t.createdAt)],
);
