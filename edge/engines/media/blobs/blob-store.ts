import type { Db } from '../../../db/client.ts';

/** The image types Plume stores (ARCHITECTURE §8: JPEG, PNG and WebP, decided by magic bytes). */
export type BlobMime = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * Where uploaded images live (ARCHITECTURE §4, §8): the database by default, so Deno Deploy + Neon
 * need nothing more, or an S3-compatible object store by configuration (create-blob-store.ts). Either
 * way a `blobs` row per image holds its owner, type and size, so every read and delete names the
 * owner: a blob is never served or removed for anyone else, whatever id they send.
 */
export interface StoredBlob {
  id: string;
  mime: BlobMime;
  bytes: Uint8Array;
  size: number;
  createdAt: Date;
}

export interface NewBlob {
  ownerId: string;
  mime: BlobMime;
  /** Already checked (magic bytes, size, pixels) and stripped of metadata by the caller. */
  bytes: Uint8Array;
}

/**
 * An image whose bytes are on their way (stage) and whose row is not written yet (record). `bytes`
 * stays with it when the row itself will hold them; null once the object store has them.
 */
export interface StagedBlob {
  id: string;
  ownerId: string;
  mime: BlobMime;
  size: number;
  bytes: Uint8Array | null;
  createdAt: Date;
}

export interface BlobStore {
  /**
   * Gives each image a new unguessable id and, for an object store, uploads them (one statement for
   * all, whatever their number). Called BEFORE the transaction that records them, never inside one:
   * an upload is a network call no transaction can undo, and the object store guards it (an upload
   * never recorded is deleted by the sweep).
   */
  stage(blobs: readonly NewBlob[], at: Date): Promise<StagedBlob[]>;
  /** Writes the staged blobs' rows (one statement), so an image belongs to the change that shows it. */
  record(staged: readonly StagedBlob[]): Promise<string[]>;
  /** stage + record: stores one image on its own and returns its id. */
  put(blob: NewBlob, at: Date): Promise<string>;
  /** The blob if `ownerId` owns it, else null (an unknown id and another person's look the same). */
  get(ownerId: string, id: string): Promise<StoredBlob | null>;
  /**
   * Removes those of `ids` that `ownerId` owns; returns how many went. Inside a transaction the rows
   * go with it; an object store's bytes are deleted after the commit (`deleteDue`).
   */
  remove(ownerId: string, ids: string[]): Promise<number>;
  /**
   * Called once the transaction that removed blobs (or failed to record staged ones) has ended:
   * deletes their objects now. Whatever the store refuses stays for the periodic sweep. Never throws;
   * nothing to do for the database store.
   */
  settle(discarded?: readonly StagedBlob[]): Promise<void>;
  /**
   * This store with its rows written inside the transaction `tx`, so an image is recorded or removed
   * together with the post that shows it.
   */
  within(tx: Db): BlobStore;
}

/**
 * Operator maintenance over every owner's blobs (`npm run admin -- images restrip`), kept apart from
 * BlobStore so no request path can reach another person's image through it.
 */
export interface BlobMaintenance {
  /** Up to `limit` ids after `afterId` ('' for the start), in the order the store keeps ids. */
  idsAfter(afterId: string, limit: number): Promise<string[]>;
  /** The blob under `id`, whoever owns it, or null once it is gone. */
  read(id: string): Promise<{ mime: BlobMime; bytes: Uint8Array } | null>;
  /**
   * New bytes for the same picture under the same id; what is derived from them (the size) changes in
   * the same write. False when the blob is gone.
   */
  rewrite(id: string, bytes: Uint8Array): Promise<boolean>;
}

/**
 * A new image's staged entry: a fresh id and its row's facts. Every store stages alike but for `bytes`:
 * the database store keeps them for the row, an object store passes null once the bucket holds them.
 */
export function stagedBlob(
  random: { bytes(n: number): Uint8Array },
  blob: NewBlob,
  at: Date,
  bytes: Uint8Array | null,
): StagedBlob {
  return {
    id: newBlobId(random),
    ownerId: blob.ownerId,
    mime: blob.mime,
    size: blob.bytes.byteLength,
    bytes,
    createdAt: at,
  };
}

/** `BlobStore.put` for every store: one image staged, then recorded, exactly as a batch would be. */
export async function putOneBlob(store: Pick<BlobStore, 'stage' | 'record'>, blob: NewBlob, at: Date) {
  const [id] = await store.record(await store.stage([blob], at));
  return id as string;
}

/** 256 random bits, base64url without padding: 43 characters. */
export const BLOB_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newBlobId(random: { bytes(n: number): Uint8Array }): string {
  const bytes = random.bytes(32);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
