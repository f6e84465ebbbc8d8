import { uuid } from 'drizzle-orm/pg-core';
import { users } from './users-auth.ts';

// Function declarations, not arrow constants: users-auth.ts both defines `users` and uses these for its
// own tables, and a declaration is callable before this module has run, whichever file loads first.

/** The person a row belongs to; the row goes when their account's users row is deleted. */
export function ownerId() {
  return uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/**
 * The person whose money a row records (ledger, holds, checkouts). The key never cascades: account
 * deletion keeps the users row as the tombstone these rows point at (edge/features/account/erase.ts).
 */
export function moneyHolderId() {
  return uuid('user_id')
    .notNull()
    .references(() => users.id);
}
