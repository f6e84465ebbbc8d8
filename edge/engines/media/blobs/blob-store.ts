import type { Db } from '../../../db/client.ts';

/** The image types Plume stores (ARCHITECTURE §8: JPEG, PNG and WebP, decided by magic bytes). */
export type BlobMime = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * Where uploaded images live (ARCHITECTURE §4, §8). The database by default, so Deno Deploy + Neon
 * need nothing more; object storage can come later behind the same interface. Every read and delete
 * names the owner: a blob is never served or removed for anyone else, whatever id they send.
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

export interface BlobStore {
  /** Stores the bytes under a new unguessable id and returns it. */
  put(blob: NewBlob, at: Date): Promise<string>;
  /** Several at once, ids in the order given, when the store can batch them (see putAll). */
  putMany?(blobs: NewBlob[], at: Date): Promise<string[]>;
  /** The blob if `ownerId` owns it, else null (an unknown id and another person's look the same). */
  get(ownerId: string, id: string): Promise<StoredBlob | null>;
  /** Removes those of `ids` that `ownerId` owns; returns how many went. */
  remove(ownerId: string, ids: string[]): Promise<number>;
  /**
   * This store with its writes inside the transaction `tx`, so an image is stored or removed together
   * with the post that shows it. A store outside the database cannot join it and returns itself.
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
 * Stores several blobs, ids in the order given: in one write when the store batches (the database's
 * store: one multi-row INSERT, one round trip whatever the number of images), else one put each.
 */
export function putAll(store: BlobStore, blobs: NewBlob[], at: Date): Promise<string[]> {
  if (blobs.length === 0) return Promise.resolve([]);
  if (store.putMany) return store.putMany(blobs, at);
  return Promise.all(blobs.map((blob) => store.put(blob, at)));
}

/** 256 random bits, base64url without padding: 43 characters. */
export const BLOB_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newBlobId(random: { bytes(n: number): Uint8Array }): string {
  const bytes = random.bytes(32);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
