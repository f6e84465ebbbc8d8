import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** Operator-editable content, seeded from edge/content/*.json when a key is absent. */

export const costs = pgTable(
  'costs',
  {
    key: text('key').primaryKey(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [check('costs_amount_cents_non_negative', sql`${t.amountCents} >= 0`)],
);

export const styles = pgTable('styles', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

export const packages = pgTable(
  'packages',
  {
    priceId: text('price_id').primaryKey(),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    creditCents: integer('credit_cents').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('packages_unit_amount_cents_non_negative', sql`${t.unitAmountCents} >= 0`),
    check('packages_credit_cents_non_negative', sql`${t.creditCents} >= 0`),
  ],
);

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
});

export const howToTopics = pgTable(
  'how_to_topics',
  {
    id: text('id').primaryKey(),
    section: text('section').notNull(),
    topic: text('topic').notNull(),
    tooltip: text('tooltip').notNull(),
    fullInfo: text('full_info').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [unique('how_to_topics_section_topic_unique').on(t.section, t.topic)],
);

/**
 * One row (id 1) whose `version` rises whenever any content table above changes: triggers on
 * costs, styles, packages, faqs and how_to_topics bump it, so a seed, an admin command or an
 * operator's own SQL all count. Every instance polls it every few seconds and reloads its in-memory
 * copy of the public reads when it moved (edge/features/content/cache.ts).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
);
