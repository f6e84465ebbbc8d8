import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A row's own key: a random UUID the database picks; every table with a generated id spells it the same way. */
export function id() {
  return uuid('id').primaryKey().defaultRandom();
}

/** When a row was written; every table spells it the same way. */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}
