import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ownerId } from './user-columns.ts';

/**
 * Raw bytes. Every driver hands bytea back as a Uint8Array (node-postgres and Neon as a Buffer, which
 * is one); writing, a Uint8Array goes in as is.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer)),
});

/**
 * Uploaded images (ARCHITECTURE §4, §8): a row per image, whichever store holds its bytes, so the
 * owner check, the posts' foreign keys and the export read one table. `bytes` holds them when the
 * database is the store (the default: Deno Deploy + Neon need nothing more) and is null once they
 * live in the object store under the key `id` (BLOB_STORE=s3; `npm run admin -- blobs migrate` moves
 * older ones). `id` is 256 random bits (base64url): the image route also checks the owner, the id only
 * makes the URL unguessable. Stored after the header was checked and the metadata stripped.
 */
export const blobs = pgTable(
  'blobs',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    mime: text('mime').notNull(),
    /** The image, or null when the object store holds it. */
    bytes: bytea('bytes'),
    /** The image's length in bytes, wherever it is kept. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('blobs_mime', sql`${t.mime} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('blobs_size', sql`${t.bytes} is null or ${t.size} = octet_length(${t.bytes})`),
    index('blobs_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Object-store keys to delete (BLOB_STORE=s3). Deleting an object cannot join a database
 * transaction, so removing a `blobs` row writes its key here in the SAME statement, and the object is
 * deleted after the commit, retried with backoff by the sweep (edge/engines/media/blobs/deletion-outbox.ts)
 * until the store confirms. An upload writes its key here too BEFORE the bytes go up, due an hour
 * later: if the transaction that records its row rolls back (a failed draft), the sweep finds no row
 * and deletes the orphan; if it committed, the sweep finds the row and only drops the key.
 */
export const blobDeletions = pgTable(
  'blob_deletions',
  {
    key: text('key').primaryKey(),
    /** Deletions tried (each claims the row until its backoff has passed). */
    attempts: integer('attempts').notNull().default(0),
    /** When the key may be tried (again). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The store's last refusal. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('blob_deletions_due_idx').on(t.nextAttemptAt)],
);
