import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blobs } from '../../../db/schema/index.ts';
import type { Random } from '../../../deps.ts';
import { insertBlobRows, ownedBlobRow } from './blob-rows.ts';
import { type BlobMaintenance, type BlobMime, type BlobStore, putOneBlob, stagedBlob } from './blob-store.ts';

/**
 * The default BlobStore (Deps.blobs): a `blobs` row per image holding its bytes (bytea). `within(tx)`
 * makes a record or a remove part of a larger change (the post that shows the image, or its
 * deletion); staging does no I/O, as there is nothing to upload.
 */
export function databaseBlobStore(db: Db, random: Random): BlobStore {
  const store: BlobStore = {
    async stage(images, at) {
      return images.map((blob) => stagedBlob(random, blob, at, blob.bytes));
    },
    record: (staged) => insertBlobRows(db, staged),
    put: (blob, at) => putOneBlob(store, blob, at),
    async get(ownerId, id) {
      const row = await ownedBlobRow(db, ownerId, id);
      // A row without bytes was moved to an object store this server is not configured for.
      if (row && !row.bytes) throw new Error(`Blob ${id} is in the object store, but BLOB_STORE is postgres`);
      return row?.bytes ? { ...row, bytes: row.bytes } : null;
    },
    async remove(ownerId, ids) {
      if (ids.length === 0) return 0;
      const gone = await db
        .delete(blobs)
        .where(and(eq(blobs.userId, ownerId), inArray(blobs.id, ids)))
        .returning({ id: blobs.id });
      return gone.length;
    },
    // The bytes went with their rows: nothing is left to delete after the commit.
    settle: async () => {},
    within: (tx) => databaseBlobStore(tx, random),
  };
  return store;
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
      return row?.bytes ? { mime: row.mime as BlobMime, bytes: row.bytes } : null;
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
