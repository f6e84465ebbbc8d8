import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
 * Uploaded images (ARCHITECTURE §4, §8), kept in the database so Deno Deploy + Neon need nothing
 * more. `id` is 256 random bits (base64url): the image route also checks the owner, the id only makes
 * the URL unguessable. Stored after the header was checked and the metadata stripped.
 */
export const blobs = pgTable(
  'blobs',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
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
