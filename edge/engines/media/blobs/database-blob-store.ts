import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blobs } from '../../../db/schema/index.ts';
import type { Random } from '../../../deps.ts';
import {
  BLOB_ID_PATTERN,
  type BlobMaintenance,
  type BlobMime,
  type BlobStore,
  newBlobId,
} from './blob-store.ts';

/**
 * The default BlobStore (Deps.blobs): a `blobs` row per image (bytea). `within(tx)` makes a put or a
 * remove part of a larger change (the post that shows the image, or its deletion).
 */
export function databaseBlobStore(db: Db, random: Random): BlobStore {
  return {
    async put(blob, at) {
      const id = newBlobId(random);
      await db.insert(blobs).values({
        id,
        userId: blob.ownerId,
        mime: blob.mime,
        bytes: blob.bytes,
        size: blob.bytes.byteLength,
        createdAt: at,
      });
      return id;
    },
    async putMany(many, at) {
      const ids = many.map(() => newBlobId(random));
      await db.insert(blobs).values(
        many.map((blob, i) => ({
          id: ids[i] as string,
          userId: blob.ownerId,
          mime: blob.mime,
          bytes: blob.bytes,
          size: blob.bytes.byteLength,
          createdAt: at,
        })),
      );
      return ids;
    },
    async get(ownerId, id) {
      // A malformed id is no id: answered without a query (and never reaches the database).
      if (!BLOB_ID_PATTERN.test(id)) return null;
      const [row] = await db
        .select()
        .from(blobs)
        .where(and(eq(blobs.id, id), eq(blobs.userId, ownerId)));
      return row
        ? {
            id: row.id,
            mime: row.mime as BlobMime,
            bytes: row.bytes,
            size: row.size,
            createdAt: row.createdAt,
          }
        : null;
    },
    async remove(ownerId, ids) {
      if (ids.length === 0) return 0;
      const gone = await db
        .delete(blobs)
        .where(and(eq(blobs.userId, ownerId), inArray(blobs.id, ids)))
        .returning({ id: blobs.id });
      return gone.length;
    },
    within: (tx) => databaseBlobStore(tx, random),
  };
}

/** Maintenance over the `blobs` table: ids in primary-key order, so a page costs an index range scan. */
export function databaseBlobMaintenance(db: Db): BlobMaintenance {
  return {
    async idsAfter(afterId, limit) {
      const rows = await db
        .select({ id: blobs.id })
        .from(blobs)
        .where(gt(blobs.id, afterId))
        .orderBy(asc(blobs.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    async read(id) {
      const [row] = await db
        .select({ mime: blobs.mime, bytes: blobs.bytes })
        .from(blobs)
        .where(eq(blobs.id, id));
      return row ? { mime: row.mime as BlobMime, bytes: row.bytes } : null;
    },
    async rewrite(id, bytes) {
      const done = await db
        .update(blobs)
        .set({ bytes, size: bytes.byteLength })
        .where(eq(blobs.id, id))
        .returning({ id: blobs.id });
      return done.length === 1;
    },
  };
}
