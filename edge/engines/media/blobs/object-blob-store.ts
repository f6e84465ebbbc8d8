import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blobs } from '../../../db/schema/index.ts';
import type { Random } from '../../../deps.ts';
import { insertBlobRows, ownedBlobRow } from './blob-rows.ts';
import { type BlobMaintenance, type BlobMime, type BlobStore, putOneBlob, stagedBlob } from './blob-store.ts';
import { databaseBlobMaintenance } from './database-blob-store.ts';
import {
  type DeletionDeps,
  deleteDueObjects,
  expedite,
  guardUploads,
  removeRecordingKeys,
} from './deletion-outbox.ts';
import type { ObjectBucket } from './s3-bucket.ts';

/** Keys a request deletes after its commit; more are left to the sweep, so no request waits on many. */
const SETTLE_AT_MOST = 20;

/**
 * The BlobStore on an S3-compatible bucket (BLOB_STORE=s3): the bytes are the object `<id>`, the
 * `blobs` row keeps owner, type and size (bytes null), so reads still pass the owner check and go out
 * through the image route with its short cache lifetime; the bucket needs no CORS and stays private.
 * A row that still holds its bytes (stored before the move, `blobs migrate` not yet run) is served
 * from them: the app serves both while the images move.
 *
 * `deps.db` is the database outside any transaction: upload guards are written there, committed
 * before the bytes go up. `rows` is where rows are written (the caller's transaction under `within`).
 */
export function objectBlobStore(deps: DeletionDeps & { random: Random }, rows: Db = deps.db): BlobStore {
  const store: BlobStore = {
    async stage(images, at) {
      const staged = images.map((blob) => stagedBlob(deps.random, blob, at, null));
      // One statement guards them all; then the uploads go side by side. Should one fail, the guards
      // of those that went up delete them once the grace has passed.
      await guardUploads(
        deps.db,
        staged.map((blob) => blob.id),
        at,
      );
      await Promise.all(images.map((blob, i) => deps.bucket.put(staged[i]?.id ?? '', blob.bytes, blob.mime)));
      return staged;
    },
    record: (staged) => insertBlobRows(rows, staged),
    put: (blob, at) => putOneBlob(store, blob, at),
    async get(ownerId, id) {
      const row = await ownedBlobRow(rows, ownerId, id);
      if (!row) return null;
      if (row.bytes) return { ...row, bytes: row.bytes };
      const bytes = await deps.bucket.get(id);
      // The row says the image exists: a missing object is lost data, not an unknown id.
      if (!bytes) throw new Error(`Image ${id} has its row but no object in the store`);
      return { ...row, bytes };
    },
    remove: (ownerId, ids) => removeRecordingKeys(rows, ownerId, ids, deps.clock.now()),
    async settle(discarded) {
      try {
        if (discarded && discarded.length > 0) {
          const keys = discarded.map((blob) => blob.id);
          await expedite(deps.db, keys, deps.clock.now());
          await deleteDueObjects(deps, { keys });
        } else {
          await deleteDueObjects(deps, { atMost: SETTLE_AT_MOST });
        }
      } catch (error) {
        // The outbox still holds the keys: the sweep deletes them later.
        deps.logger.warn('object store deletions left to the sweep', { error: String(error) });
      }
    },
    within: (tx) => objectBlobStore(deps, tx),
  };
  return store;
}

/**
 * `images restrip` over a bucket: ids come from the `blobs` rows (every image has one), bytes from the
 * row while it still holds them (not migrated yet), else from the object; new bytes go back where
 * they came from, the row's size with them (the image route's ETag changes, so no browser keeps the
 * old copy).
 */
export function objectBlobMaintenance(db: Db, bucket: ObjectBucket): BlobMaintenance {
  const rows = databaseBlobMaintenance(db);
  const rowOf = async (id: string) =>
    (await db.select({ mime: blobs.mime, bytes: blobs.bytes }).from(blobs).where(eq(blobs.id, id)))[0];
  return {
    idsAfter: rows.idsAfter,
    async read(id) {
      const row = await rowOf(id);
      if (!row) return null;
      const bytes = row.bytes ?? (await bucket.get(id));
      return bytes ? { mime: row.mime as BlobMime, bytes } : null;
    },
    async rewrite(id, bytes) {
      const row = await rowOf(id);
      if (!row) return false;
      if (row.bytes) return rows.rewrite(id, bytes);
      await bucket.put(id, bytes, row.mime);
      const done = await db
        .update(blobs)
        .set({ size: bytes.byteLength })
        .where(and(eq(blobs.id, id), isNull(blobs.bytes)))
        .returning({ id: blobs.id });
      return done.length === 1;
    },
  };
}
