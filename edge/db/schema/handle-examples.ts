import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './user-columns.ts';

/**
 * Example posts a person pasted for one of their handles (ARCHITECTURE §7b): private to that person,
 * so kept apart from the shared cache of public posts (source_posts), which every person naming a
 * handle reads. One row per person and handle (type + reference, as the profile stores it), its
 * examples in order; a handle without examples has no row.
 */
export const handleExamples = pgTable(
  'handle_examples',
  {
    userId: ownerId(),
    type: text('type').notNull(),
    reference: text('reference').notNull(),
    /** The pasted texts, 1 to 5 (edge/contract/handle-examples.ts), each at most 2,200 characters. */
    examples: jsonb('examples').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'handle_examples_pkey', columns: [t.userId, t.type, t.reference] }),
    check('handle_examples_count', sql`jsonb_array_length(${t.examples}) between 1 and 5`),
  ],
);
