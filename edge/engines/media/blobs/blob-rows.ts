import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blobs } from '../../../db/schema/index.ts';
import { BLOB_ID_PATTERN, type BlobMime, type StagedBlob } from './blob-store.ts';

/** The `blobs` table as both stores use it: a row per image, whichever store holds the bytes. */

/** Writes the staged blobs' rows in one statement; returns their ids in order. */
export async function insertBlobRows(db: Db, staged: readonly StagedBlob[]): Promise<string[]> {
  if (staged.length === 0) return [];
  await db.insert(blobs).values(
    staged.map((blob) => ({
      id: blob.id,
      userId: blob.ownerId,
      mime: blob.mime,
      bytes: blob.bytes,
      size: blob.size,
      createdAt: blob.createdAt,
    })),
  );
  return staged.map((blob) => blob.id);
}

export interface OwnedBlobRow {
  id: string;
  mime: BlobMime;
  /** Null when the object store holds the bytes. */
  bytes: Uint8Array | null;
  size: number;
  createdAt: Date;
}

/** The row of `id` if `ownerId` owns it. A malformed id is no id: answered without a query. */
export async function ownedBlobRow(db: Db, ownerId: string, id: string): Promise<OwnedBlobRow | null> {
  if (!BLOB_ID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({
      id: blobs.id,
      mime: blobs.mime,
      bytes: blobs.bytes,
      size: blobs.size,
      createdAt: blobs.createdAt,
    })
    .from(blobs)
    .where(and(eq(blobs.id, id), eq(blobs.userId, ownerId)));
  return row ? { ...row, mime: row.mime as BlobMime } : null;
}
