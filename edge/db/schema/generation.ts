import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { ownerId } from './user-columns.ts';

/** Paid generation runs and what they produced: concepts, drafted posts, captions. */

/** `refine` rewrites one variant of a post: paid like any run, never counted as a post drafted. */
export const generationKinds = ['concepts', 'posts', 'media-captions', 'refine'] as const;
export type GenerationKindName = (typeof generationKinds)[number];
export const generationStatuses = ['running', 'succeeded', 'failed'] as const;

/**
 * One paid run (ARCHITECTURE §6): written `running` in the same transaction as its reservation(s), then
 * `succeeded` or `failed`. `cost_cents` is what the run finally cost (settled units); the holds are the
 * reservations named `reservation_reference` (concepts) or `reservation_reference:<n>` (one per image).
 * A POST with an Idempotency-Key finds its first run here (unique per user) and gets `response`
 * back, the answer as it was first sent; `request_hash` tells a replay from a reuse of the key.
 */
export const generations = pgTable(
  'generations',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind', { enum: generationKinds }).notNull(),
    status: text('status', { enum: generationStatuses }).notNull().default('running'),
    /** What the person asked for (texts, handles used, style, image facts), as the model saw it. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** What the model answered, validated and cleaned; null until the run ends (or when it failed). */
    output: jsonb('output').$type<unknown>(),
    costCents: integer('cost_cents').notNull().default(0),
    reservationReference: text('reservation_reference'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request (route, texts, image digests), hex. */
    requestHash: text('request_hash'),
    /** The HTTP answer first sent (status and JSON body), replayed for the same Idempotency-Key. */
    responseStatus: integer('response_status'),
    response: jsonb('response').$type<unknown>(),
    /** Why the run failed, for the logs and support (never shown raw to the person). */
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Which of the person's MAX_RUNS_IN_FLIGHT places a running run takes (0, 1): the unique index
     * below lets no two running runs of one person share a place, so the in-flight limit holds
     * without a lock, whatever starts race (engines/runs/statements/start-run.ts).
     */
    slot: smallint('slot'),
  },
  (t) => [
    uniqueIndex('generations_user_running_slot_unique')
      .on(t.userId, t.slot)
      .where(sql`${t.status} = 'running'`),
    check('generations_kind', sql`${t.kind} in ('concepts', 'posts', 'media-captions', 'refine')`),
    check('generations_status', sql`${t.status} in ('running', 'succeeded', 'failed')`),
    check('generations_cost_non_negative', sql`${t.costCents} >= 0`),
    check('generations_finished_when_done', sql`(${t.status} = 'running') = (${t.finishedAt} is null)`),
    unique('generations_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('generations_user_running_idx').on(t.userId, t.createdAt).where(sql`${t.status} = 'running'`),
    index('generations_user_created_idx').on(t.userId, t.createdAt),
    // The dashboard's usage (edge/features/dashboard/usage.ts): a person's succeeded runs of two months,
    // found without reading every run they ever made (npm run bench:scale).
    index('generations_user_finished_idx').on(t.userId, t.finishedAt).where(sql`${t.status} = 'succeeded'`),
  ],
);

export const conceptStreams = ['mainstream', 'offstream'] as const;

/** A post a concept was inspired by: its address and the handle whose posts held it. */
export interface ConceptSourceRow {
  url: string;
  type: string;
  reference: string;
}

/**
 * The concepts of a run (SPEC §3); the post drafted with each is a `posts` row (source `concept`). `seq`
 * orders "newest first" exactly, even for rows written in one clock tick: a run's concepts are
 * inserted last-first, so the highest seq is its first concept.
 */
export const concepts = pgTable(
  'concepts',
  {
    id: id(),
    userId: ownerId(),
    generationId: uuid('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    stream: text('stream', { enum: conceptStreams }).notNull(),
    title: text('title').notNull(),
    concept: text('concept').notNull(),
    details: text('details').notNull(),
    practicalTips: text('practical_tips').notNull(),
    mediaInspiration: text('media_inspiration').notNull(),
    /** The fetched posts that inspired it (only URLs that came from the fetched data), in order. */
    sources: jsonb('sources').$type<ConceptSourceRow[]>().notNull().default([]),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('concepts_stream', sql`${t.stream} in ('mainstream', 'offstream')`),
    index('concepts_user_seq_idx').on(t.userId, t.seq),
    index('concepts_generation_idx').on(t.generationId),
    // The library's search in title, concept and details (see post_variants_text_trgm_idx).
    index('concepts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('concepts_concept_trgm_idx').using('gin', t.concept.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('concepts_details_trgm_idx').using('gin', t.details.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** Video captions (SPEC §3 "Caption item"); nothing creates them yet (Coming Soon). */
export const mediaCaptions = pgTable(
  'media_captions',
  {
    id: id(),
    userId: ownerId(),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'cascade' }),
    contentUrl: text('content_url').notNull(),
    contentText: text('content_text'),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_captions_user_seq_idx').on(t.userId, t.seq)],
);
