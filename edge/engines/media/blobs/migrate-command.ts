import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AdminResult } from '../../../admin.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { blobDeletions, blobs } from '../../../db/schema/index.ts';
import type { Clock } from '../../../deps.ts';
import { guardUploads } from './deletion-outbox.ts';
import { type ObjectBucket, s3Bucket, sha256Hex } from './s3-bucket.ts';

export const MIGRATE_USAGE = 'Usage: npm run admin -- blobs migrate';
/** Ids per page; a progress line follows each. */
export const MIGRATE_BATCH = 100;

const NOT_S3 =
  'blobs migrate moves the images kept in the database into the S3 bucket: configure it first, as the server is (BLOB_STORE=s3 and S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; see docs/configuration.md).';

const plural = (n: number) => `${n.toLocaleString('en-US')} image${n === 1 ? '' : 's'}`;

/**
 * Moves one image: its key is guarded (as every upload is), the bytes go up, then the row lets go of
 * them only if they are still the bytes that went up (`images restrip` may have rewritten them
 * meanwhile; then the next run moves the new ones). The guard then goes: the row holds the key.
 * Returns whether the row now points at the bucket.
 */
async function moveOne(db: Db, bucket: ObjectBucket, clock: Clock, id: string): Promise<boolean> {
  const [row] = await db
    .select({ mime: blobs.mime, bytes: blobs.bytes })
    .from(blobs)
    .where(and(eq(blobs.id, id), isNotNull(blobs.bytes)));
  if (!row?.bytes) return false; // deleted or moved meanwhile
  const digest = await sha256Hex(row.bytes);
  // Were the row deleted while the bytes go up, the sweep deletes the object once the grace has passed.
  await guardUploads(db, [id], clock.now());
  await bucket.put(id, row.bytes, row.mime);
  const moved = await db
    .update(blobs)
    .set({ bytes: null })
    .where(and(eq(blobs.id, id), sql`encode(sha256(${blobs.bytes}), 'hex') = ${digest}`))
    .returning({ id: blobs.id });
  if (moved.length === 0) return false;
  await db.delete(blobDeletions).where(eq(blobDeletions.key, id));
  return true;
}

/**
 * `blobs migrate`: moves every image whose bytes are still in the database into the S3 bucket, one at
 * a time (an image may be 8 MB), in id order. Idempotent and resumable by construction: a row lets go
 * of its bytes only once the bucket holds them, and only rows still holding bytes are visited, so a
 * second run moves nothing and a run stopped anywhere (a crash, the store failing) is finished by the
 * next. The server keeps serving all along: a row with bytes is read from them, one without from the
 * bucket. Run it with the server's configuration (BLOB_STORE=s3) while the server runs with it too.
 */
export async function migrateBlobsCommand(
  deps: { db: Db; clock: Clock; config: Pick<Config, 'blobs'> },
  args: string[],
  print: (line: string) => void,
  batch = MIGRATE_BATCH,
): Promise<AdminResult> {
  if (args.length > 0) return { exitCode: 2, output: MIGRATE_USAGE };
  const { blobs: settings } = deps.config;
  if (settings.store !== 's3') return { exitCode: 2, output: NOT_S3 };
  const bucket = s3Bucket(settings.s3);
  let cursor = '';
  let moved = 0;
  for (;;) {
    const page = await deps.db
      .select({ id: blobs.id })
      .from(blobs)
      .where(and(isNotNull(blobs.bytes), gt(blobs.id, cursor)))
      .orderBy(asc(blobs.id))
      .limit(batch);
    for (const { id } of page) {
      try {
        if (await moveOne(deps.db, bucket, deps.clock, id)) moved += 1;
      } catch (error) {
        const left = await leftInDatabase(deps.db);
        return {
          exitCode: 1,
          output: `Stopped: ${error instanceof Error ? error.message : String(error)}\n${plural(moved)} moved to the bucket, ${plural(left)} still in the database. Run the command again to go on.`,
        };
      }
    }
    cursor = page.at(-1)?.id ?? cursor;
    if (page.length > 0) print(`${plural(moved)} moved so far`);
    if (page.length < batch) break;
  }
  const left = await leftInDatabase(deps.db);
  const rest =
    left === 0
      ? 'none left in the database.'
      : `${plural(left)} still in the database (new or changed while this ran: run the command again).`;
  return {
    exitCode: 0,
    output: `${plural(moved)} moved to the bucket; ${rest}`,
  };
}

async function leftInDatabase(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blobs).where(isNotNull(blobs.bytes));
  return Number(row?.n ?? 0);
}
