import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { ownerId } from './user-columns.ts';

/**
 * People and signing in (ARCHITECTURE §5): accounts, sessions, e-mail codes and their limits, linked
 * Google/Apple identities and the sign-in attempts in flight.
 */

export type StoredHandle = { type: string; reference: string };

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased and trimmed (the CHECK makes a forgotten normalisation fail loudly). */
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    professionalTitle: text('professional_title').notNull().default(''),
    background: text('background').notNull().default(''),
    targetAudience: text('target_audience').notNull().default(''),
    testimonials: text('testimonials').notNull().default(''),
    /** Tone words, do's and don'ts for every run's prompt; optional, not part of profile completion. */
    brandVoice: text('brand_voice').notNull().default(''),
    language: text('language').notNull().default('en-US'),
    yourHandles: jsonb('your_handles').$type<StoredHandle[]>().notNull().default([]),
    relatedHandles: jsonb('related_handles').$type<StoredHandle[]>().notNull().default([]),
    /** Integer cents; only appendLedgerEntry changes it, in the same transaction as the ledger row. */
    balanceCents: integer('balance_cents').notNull().default(0),
    /** Below this the wallet panel warns and one mail goes out (the person's choice in User Info). */
    lowBalanceThresholdCents: integer('low_balance_threshold_cents').notNull().default(100),
    /**
     * The low-balance mail went out for the current fall below the threshold: no second one until a
     * recharge (or a grant or a support credit) brings the balance back to the threshold or above.
     */
    lowBalanceWarned: boolean('low_balance_warned').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the person deleted their account: the row stays as a tombstone because the ledger,
     * reservations and checkouts (kept for accounting) point at it. Its e-mail is then `deleted:<id>`
     * (no address the grammar admits, so no sign-in can reach it, and the address is free to sign up
     * again), its profile emptied, its balance forfeited to 0.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_balance_cents_non_negative', sql`${t.balanceCents} >= 0`),
    check('users_low_balance_threshold_non_negative', sql`${t.lowBalanceThresholdCents} >= 0`),
    check('users_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    check('users_tombstone_empty', sql`${t.deletedAt} is null or ${t.balanceCents} = 0`),
  ],
);

/** Opaque session cookies, stored only as SHA-256 hashes (ARCHITECTURE §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerId(),
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
    id: id(),
    email: text('email').notNull(),
    /** HMAC-SHA256(server secret, email + ':' + code), hex. */
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the 256-bit one-click link token sent with the code, hex. */
    linkHash: text('link_hash').notNull().unique(),
    /**
     * 'login' | 'signup': which screen asked for the code; 'account-delete': the code that confirms
     * deleting the account. Sign-in never reads an 'account-delete' row and deletion reads nothing else,
     * so one kind of code can never stand in for the other (their hashes are keyed apart too).
     */
    purpose: text('purpose').notNull().default('login'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_codes_email_created_idx').on(t.email, t.createdAt),
    check('login_codes_purpose', sql`${t.purpose} in ('login', 'signup', 'account-delete')`),
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
    id: id(),
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
    id: id(),
    userId: ownerId(),
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
