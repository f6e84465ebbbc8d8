import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The one schema (ARCHITECTURE §4). Change it, then `npm run db:generate` to add a migration;
 * later features add their tables in migrations of their own.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type StoredHandle = { type: string; reference: string };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed (the CHECK makes a forgotten normalisation fail loudly). */
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    professionalTitle: text('professional_title').notNull().default(''),
    background: text('background').notNull().default(''),
    targetAudience: text('target_audience').notNull().default(''),
    testimonials: text('testimonials').notNull().default(''),
    language: text('language').notNull().default('en-US'),
    yourHandles: jsonb('your_handles').$type<StoredHandle[]>().notNull().default([]),
    relatedHandles: jsonb('related_handles').$type<StoredHandle[]>().notNull().default([]),
    /** Integer cents; only appendLedgerEntry changes it, in the same transaction as the ledger row. */
    balanceCents: integer('balance_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_balance_cents_non_negative', sql`${t.balanceCents} >= 0`),
    check('users_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** Opaque session cookies, stored only as SHA-256 hashes (ARCHITECTURE §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** E-mail sign-in codes, stored as keyed hashes; single use, 3 tries, 10 minutes (ARCHITECTURE §5). */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** HMAC-SHA256(server secret, email + ':' + code), hex. */
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the 256-bit one-click link token sent with the code, hex. */
    linkHash: text('link_hash').notNull().unique(),
    /** 'login' | 'signup': which screen asked for the code. */
    purpose: text('purpose').notNull().default('login'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_codes_email_created_idx').on(t.email, t.createdAt),
    check('login_codes_purpose', sql`${t.purpose} in ('login', 'signup')`),
  ],
);

/**
 * Rate-limit ledger (db/rate-limits.ts): each limit counts rows of one kind for one subject inside a
 * window, so limits hold across instances and restarts. Named for sign-in, its first user; kinds:
 * 'code_sent:email', 'code_unsent:email', 'code_sent:ip', 'verify_failed:email', 'verify_failed:ip',
 * 'post_saved:user', 'checkout_opened:user'.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_events_kind_subject_created_idx').on(t.kind, t.subject, t.createdAt)],
);

/** The consecutive-failures hard stop for code sign-in, per address. */
export const addressLocks = pgTable('address_locks', {
  email: text('email').primaryKey(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single use of custom tokens: a jti is inserted once; rows can be dropped after expires_at. */
export const usedTokens = pgTable('used_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Google/Apple accounts linked to a user, keyed by issuer + subject. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('identities_user_id_idx').on(t.userId),
  ],
);

/** OpenID Connect sign-in attempts in flight: state (hashed), PKCE verifier, nonce, return path. */
export const oidcStates = pgTable('oidc_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  nextPath: text('next_path'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/**
 * Every kind of balance change and the sign its amount must have (a CHECK in the database holds the same
 * rule): a recharge and a release add money, a reservation (a generation's hold) and a reversal (a refund
 * or dispute taking a recharge back) remove it, an adjustment by support may go either way.
 */
export const ledgerKinds = ['recharge', 'reservation', 'release', 'reversal', 'adjustment'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * Append-only wallet ledger (ARCHITECTURE §4): signed integer cents, one row per balance change,
 * `reference` is the idempotency key (unique), balance_after_cents snapshots the running balance.
 * A trigger (migration 0003) refuses UPDATE and DELETE, so history can only grow.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull().unique(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    /** What a person reads in their wallet history: the package, what a generation paid for, the reason. */
    description: text('description').notNull().default(''),
    /** The hold this row opens or returns (kinds reservation and release). */
    reservationId: uuid('reservation_id').references(() => reservations.id),
    /** The checkout a recharge credits or a reversal (refund, dispute) takes back. */
    checkoutId: text('checkout_id').references(() => checkouts.id),
    /**
     * Insertion order, the wallet history's page key: rows written by one clock tick (or by a test's
     * fixed clock) still list newest first, exactly, which created_at + a random id cannot promise.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_created_idx').on(t.userId, t.createdAt),
    index('wallet_ledger_user_seq_idx').on(t.userId, t.seq),
    index('wallet_ledger_checkout_idx').on(t.checkoutId),
    check('wallet_ledger_balance_after_non_negative', sql`${t.balanceAfterCents} >= 0`),
    check(
      'wallet_ledger_kind_sign',
      sql`(${t.kind} in ('recharge', 'release') and ${t.amountCents} > 0)
        or (${t.kind} in ('reservation', 'reversal') and ${t.amountCents} < 0)
        or (${t.kind} = 'adjustment' and ${t.amountCents} <> 0)`,
    ),
  ],
);

export const reservationStatuses = ['pending', 'settled', 'released'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/**
 * Money held for a generation in flight (ARCHITECTURE §6): `reserve` debits the wallet and opens a
 * pending row; exactly one of `settle` (final) or `release` (money back, a `release` ledger row) moves it
 * out of pending. A pending row past `deadline_at` is released by the sweep.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The caller's idempotency key (e.g. `concepts:<generation id>`), unique. */
    reference: text('reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** What the money pays for, as the wallet history shows it (e.g. 'Concept generation (5 concepts)'). */
    description: text('description').notNull(),
    status: text('status', { enum: reservationStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('reservations_amount_positive', sql`${t.amountCents} > 0`),
    check('reservations_status', sql`${t.status} in ('pending', 'settled', 'released')`),
    check(
      'reservations_resolved_when_not_pending',
      sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`,
    ),
    index('reservations_pending_deadline_idx').on(t.deadlineAt).where(sql`${t.status} = 'pending'`),
    index('reservations_user_status_idx').on(t.userId, t.status),
  ],
);

/**
 * What a person did, newest first on the dashboard (SPEC §3 "Activity": type, message, created_at):
 * sign-up, sign-in, recharges, reversals, profile saves, generations. Written only by recordActivity().
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activities_user_created_idx').on(t.userId, t.createdAt)],
);

export const paymentProviders = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * Where a checkout stands on Plume's side: `open` until the processor says paid (→ `credited`, once,
 * by the conditional transition in fulfilment), the session expired (`expired`), the delayed payment
 * failed (`failed`), or the processor reported another amount, currency or payer than the snapshot
 * (`mismatch`: nothing credited, listed by `npm run admin -- payments` for a person to look at).
 */
export const checkoutStatuses = ['open', 'credited', 'expired', 'failed', 'mismatch'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/**
 * One row per payment-processor checkout session (ARCHITECTURE §6), written when the session is
 * created: the package's credit and price are snapshotted then, so editing a package later changes
 * nothing in flight. Fulfilment credits `credit_cents` exactly once (ledger reference
 * `checkout:<id>`); refunds and disputes add to `reversed_cents` (the share of the credit taken back
 * or owed) and `shortfall_cents` (the part the wallet no longer held: already spent).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** The processor's session id (Stripe `cs_…`, test mode `cs_plume_test_…`). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The package bought (no foreign key: the snapshot below is what counts, even if it is retired). */
    priceId: text('price_id').notNull(),
    packageName: text('package_name').notNull(),
    creditCents: integer('credit_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** ISO 4217, lower case as the processor writes it ('usd'). */
    currency: text('currency').notNull(),
    /** Known once the payment is made; refunds and disputes name the payment intent, not the session. */
    paymentIntent: text('payment_intent'),
    status: text('status', { enum: checkoutStatuses }).notNull().default('open'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    reversedCents: integer('reversed_cents').notNull().default(0),
    shortfallCents: integer('shortfall_cents').notNull().default(0),
    /** Why the checkout needs a person (a mismatch), as `admin payments` shows it. */
    problem: text('problem'),
    /**
     * The processor's page for paying this session, kept so the person's next Buy Credits for the same
     * package reuses it instead of opening another session. Null once the processor says the session
     * was completed or ran out (and on rows made before this column): the page can no longer be used.
     */
    url: text('url'),
    /** When the processor lets the session run out (Stripe's `expires_at`); null on rows made before it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkouts_provider', sql`${t.provider} in ('stripe', 'test')`),
    check('checkouts_status', sql`${t.status} in ('open', 'credited', 'expired', 'failed', 'mismatch')`),
    check('checkouts_credit_positive', sql`${t.creditCents} > 0`),
    check('checkouts_price_positive', sql`${t.priceCents} > 0`),
    check('checkouts_currency', sql`${t.currency} ~ '^[a-z]{3}$'`),
    check('checkouts_credited_at', sql`(${t.status} = 'credited') = (${t.creditedAt} is not null)`),
    check(
      'checkouts_reversed_within_credit',
      sql`${t.reversedCents} >= 0 and ${t.reversedCents} <= ${t.creditCents}`,
    ),
    check(
      'checkouts_shortfall_within_reversed',
      sql`${t.shortfallCents} >= 0 and ${t.shortfallCents} <= ${t.reversedCents}`,
    ),
    index('checkouts_user_created_idx').on(t.userId, t.createdAt),
    index('checkouts_payment_intent_idx').on(t.paymentIntent),
    index('checkouts_open_created_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Each refund or dispute applied to a checkout, keyed by the processor's id (`refund:re_…`,
 * `dispute:dp_…`), so a replayed or re-listed refund is taken back once, even when the wallet was
 * empty and no ledger row could be written. `share_cents` is the credit it stands for; `taken_cents`
 * what the wallet gave back (the rest is the shortfall).
 */
export const checkoutReversals = pgTable(
  'checkout_reversals',
  {
    key: text('key').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    /** The processor's amount refunded or disputed, in the checkout's currency. */
    processorAmountCents: integer('processor_amount_cents').notNull(),
    shareCents: integer('share_cents').notNull(),
    takenCents: integer('taken_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('checkout_reversals_amounts', sql`${t.takenCents} >= 0 and ${t.takenCents} <= ${t.shareCents}`),
    index('checkout_reversals_checkout_idx').on(t.checkoutId),
  ],
);

/**
 * Webhook events already handled, recorded in the same transaction as their effect: a replay (the
 * processor retries until it sees a 2xx) is answered at once and changes nothing.
 */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Operator-editable content, seeded from edge/content/*.json when a key is absent ----

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

/**
 * Messages people send to the Plume team from the Help Centre (and later the dashboard). Stored
 * first, so nothing is lost if forwarding by mail fails; `forwarded_at` stays null until the support
 * inbox accepted it (`npm run admin -- messages` lists what still waits).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

// ---- Generation: runs, their results, and the images people upload ----

/**
 * Raw bytes. Every driver hands bytea back as a Uint8Array (node-postgres and Neon as a Buffer, which
 * is one); writing, a Uint8Array goes in as is.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer)),
});

export const generationKinds = ['concepts', 'posts', 'media-captions'] as const;
export type GenerationKindName = (typeof generationKinds)[number];
export const generationStatuses = ['running', 'succeeded', 'failed'] as const;
export type GenerationStatus = (typeof generationStatuses)[number];

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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    check('generations_kind', sql`${t.kind} in ('concepts', 'posts', 'media-captions')`),
    check('generations_status', sql`${t.status} in ('running', 'succeeded', 'failed')`),
    check('generations_cost_non_negative', sql`${t.costCents} >= 0`),
    check('generations_finished_when_done', sql`(${t.status} = 'running') = (${t.finishedAt} is null)`),
    unique('generations_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('generations_user_running_idx').on(t.userId, t.createdAt).where(sql`${t.status} = 'running'`),
    index('generations_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const conceptStreams = ['mainstream', 'offstream'] as const;

/**
 * The concepts of a run (SPEC §3), with the post the model drafted from each in the same run. `seq`
 * orders "newest first" exactly, even for rows written in one clock tick: a run's concepts are
 * inserted last-first, so the highest seq is its first concept.
 */
export const concepts = pgTable(
  'concepts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    stream: text('stream', { enum: conceptStreams }).notNull(),
    title: text('title').notNull(),
    concept: text('concept').notNull(),
    details: text('details').notNull(),
    practicalTips: text('practical_tips').notNull(),
    mediaInspiration: text('media_inspiration').notNull(),
    postTitle: text('post_title').notNull(),
    postContent: text('post_content').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('concepts_stream', sql`${t.stream} in ('mainstream', 'offstream')`),
    index('concepts_user_seq_idx').on(t.userId, t.seq),
    index('concepts_generation_idx').on(t.generationId),
  ],
);

/**
 * Uploaded images (ARCHITECTURE §4, §8), kept in the database so Deno Deploy + Neon need nothing
 * more. `id` is 256 random bits (base64url): the image route also checks the owner, the id only makes
 * the URL unguessable. Stored after the header was checked and the metadata stripped.
 */
export const blobs = pgTable(
  'blobs',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('blobs_mime', sql`${t.mime} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('blobs_size', sql`${t.size} = octet_length(${t.bytes})`),
    index('blobs_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Drafted posts (SPEC §3 "Post"): a title, Markdown content and the image it was drafted from. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageBlobId: text('image_blob_id').references(() => blobs.id, { onDelete: 'set null' }),
    /** Which image of the run (0-based), for the answer's order. */
    position: integer('position').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('posts_user_seq_idx').on(t.userId, t.seq), index('posts_generation_idx').on(t.generationId)],
);

/**
 * The concept page's Generated Posts list (SPEC §2, §7 "save"): the posts drafted with concepts, and
 * posts saved from text. `saved_at` is set by PUT /api/user/generations/post/save.
 */
export const generatedPosts = pgTable(
  'generated_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id').references(() => concepts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('generated_posts_user_seq_idx').on(t.userId, t.seq)],
);

/** Video captions (SPEC §3 "Caption item"); nothing creates them yet (Coming Soon). */
export const mediaCaptions = pgTable(
  'media_captions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'cascade' }),
    contentUrl: text('content_url').notNull(),
    contentText: text('content_text'),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_captions_user_seq_idx').on(t.userId, t.seq)],
);
