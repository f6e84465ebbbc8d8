import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock, Random } from '../../../deps.ts';
import type { Logger } from '../../../logger.ts';
import type { BlobMaintenance, BlobStore } from './blob-store.ts';
import { databaseBlobMaintenance, databaseBlobStore } from './database-blob-store.ts';
import type { DeletionDeps } from './deletion-outbox.ts';
import { objectBlobMaintenance, objectBlobStore } from './object-blob-store.ts';
import { s3Bucket } from './s3-bucket.ts';

export interface ConfiguredBlobs {
  store: BlobStore;
  /** The object store's deletion outbox (null for the database store, which has none). */
  deletions: DeletionDeps | null;
  /** For the start-up line, e.g. `S3 bucket plume-images at https://…`. */
  label: string;
}

/** BLOB_STORE=s3 → the bucket of S3_*; otherwise the database (the embedded default). */
export function createBlobStore(
  config: Pick<Config, 'blobs'>,
  deps: { db: Db; clock: Clock; logger: Logger; random: Random },
): ConfiguredBlobs {
  if (config.blobs.store === 'postgres') {
    return { store: databaseBlobStore(deps.db, deps.random), deletions: null, label: 'database' };
  }
  const { s3 } = config.blobs;
  const deletions: DeletionDeps = { ...deps, bucket: s3Bucket(s3) };
  return {
    store: objectBlobStore({ ...deletions, random: deps.random }),
    deletions,
    label: `S3 bucket ${s3.bucket} at ${s3.endpoint}`,
  };
}

/** The operator's view of every stored image (`images restrip`), wherever the configuration keeps them. */
export function createBlobMaintenance(config: Pick<Config, 'blobs'>, db: Db): BlobMaintenance {
  return config.blobs.store === 's3'
    ? objectBlobMaintenance(db, s3Bucket(config.blobs.s3))
    : databaseBlobMaintenance(db);
}
