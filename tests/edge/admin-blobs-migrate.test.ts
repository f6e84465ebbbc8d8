import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { blobDeletions, blobs } from '../../edge/db/schema/index.ts';
import { cryptoRandom } from '../../edge/deps.ts';
import { databaseBlobStore } from '../../edge/engines/media/blobs/database-blob-store.ts';
import { migrateBlobsCommand } from '../../edge/engines/media/blobs/migrate-command.ts';
import { objectBlobStore } from '../../edge/engines/media/blobs/object-blob-store.ts';
import { s3Bucket } from '../../edge/engines/media/blobs/s3-bucket.ts';
import { silentLogger } from '../../edge/logger.ts';
import { type S3Standin, s3Env, startS3Standin } from '../standins/s3.ts';
import { createUser } from './factories.ts';
import { adminDeps, fixedClock, openTestDatabase, type TestDatabase, testConfig } from './helpers.ts';
import { containsText, jpegPicture, pngPicture, SECRET_PLACE } from './image-fixtures.ts';

// On the PostgreSQL server (the S3 store's own tests run on PGlite), so both drivers see the move's SQL.
describe('npm run admin -- blobs migrate', () => {
  let s3: S3Standin;
  let t: TestDatabase;
  const clock = fixedClock('2026-04-01T08:00:00Z');
  let config: ReturnType<typeof testConfig>;
  beforeAll(async () => {
    [s3, t] = await Promise.all([startS3Standin(), openTestDatabase('pg')]);
    config = testConfig(s3Env(s3));
  });
  afterAll(async () => {
    await s3.stop();
    await t.dispose();
  });

  const admin = async (print: (line: string) => void = () => {}) =>
    runAdminCommand(adminDeps(t.db, clock, { config, print }), ['blobs', 'migrate']);
  /** What the server on BLOB_STORE=s3 serves, wherever the bytes are. */
  const served = () => {
    if (config.blobs.store !== 's3') throw new Error('configured for S3 above');
    const bucket = s3Bucket(config.blobs.s3);
    return objectBlobStore({ db: t.db, clock, logger: silentLogger, bucket, random: cryptoRandom });
  };
  /** How many rows still hold their bytes. */
  const inDatabase = async () =>
    (await t.db.select({ id: blobs.id }).from(blobs).where(isNotNull(blobs.bytes))).length;

  it('moves every image, resumes after an interruption, and a second run moves nothing', async () => {
    // Stored as uploads were while the database was the store.
    const before = databaseBlobStore(t.db, cryptoRandom);
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const images = [
      { owner: a.id, mime: 'image/png' as const, bytes: pngPicture(20, 10) },
      { owner: a.id, mime: 'image/jpeg' as const, bytes: jpegPicture(16, 16) },
      { owner: b.id, mime: 'image/png' as const, bytes: pngPicture(30, 12) },
    ];
    const ids = await Promise.all(
      images.map((image) =>
        before.put({ ownerId: image.owner, mime: image.mime, bytes: image.bytes }, clock.now()),
      ),
    );
    const readAll = () => Promise.all(images.map((image, i) => served().get(image.owner, ids[i] ?? '')));

    // Interrupted after the first page of one image (the process dies while printing its progress).
    const interrupted = migrateBlobsCommand(
      { db: t.db, clock, config },
      [],
      () => {
        throw new Error('killed');
      },
      1,
    );
    await expect(interrupted).rejects.toThrow('killed');
    expect(await inDatabase()).toBe(2);
    expect(s3.objects.size).toBe(1);
    // Meanwhile the app serves both: one image from the bucket, two from their rows, each to its owner.
    for (const [i, blob] of (await readAll()).entries()) {
      expect(Array.from(blob?.bytes ?? [])).toEqual(Array.from(images[i]?.bytes ?? []));
    }
    expect(await served().get(b.id, ids[0] ?? '')).toBeNull();

    const progress: string[] = [];
    const rerun = await admin((line) => progress.push(line));
    expect(rerun).toEqual({
      exitCode: 0,
      output: '2 images moved to the bucket; none left in the database.',
    });
    expect(progress).toEqual(['2 images moved so far']);
    expect(await inDatabase()).toBe(0);
    for (const [i, id] of ids.entries()) {
      expect(Array.from(s3.objects.get(id)?.bytes ?? [])).toEqual(Array.from(images[i]?.bytes ?? []));
      expect(s3.objects.get(id)?.contentType).toBe(images[i]?.mime);
    }
    for (const [i, blob] of (await readAll()).entries()) {
      expect(blob).toMatchObject({ id: ids[i], mime: images[i]?.mime, size: images[i]?.bytes.length });
      expect(Array.from(blob?.bytes ?? [])).toEqual(Array.from(images[i]?.bytes ?? []));
    }
    // The upload guards went with the move: nothing is due for deletion.
    expect(await t.db.select().from(blobDeletions)).toEqual([]);

    const requests = s3.requests.length;
    expect(await admin()).toEqual({
      exitCode: 0,
      output: '0 images moved to the bucket; none left in the database.',
    });
    expect(s3.requests.length).toBe(requests);
  });

  it('stops at the first refusal of the store, saying so, and a rerun finishes', async () => {
    const owner = await createUser(t.db);
    const id = await databaseBlobStore(t.db, cryptoRandom).put(
      { ownerId: owner.id, mime: 'image/png', bytes: pngPicture(8, 8) },
      clock.now(),
    );
    s3.failNext(403, 'AccessDenied', 1, 'PUT');
    const stopped = await admin();
    expect(stopped.exitCode).toBe(1);
    expect(stopped.output).toBe(
      `Stopped: The object store answered PUT ${id} with 403 AccessDenied\n0 images moved to the bucket, 1 image still in the database. Run the command again to go on.`,
    );
    expect(await served().get(owner.id, id)).not.toBeNull();
    expect(await admin()).toEqual({
      exitCode: 0,
      output: '1 image moved to the bucket; none left in the database.',
    });
    expect(s3.objects.has(id)).toBe(true);
  });

  it('images restrip strips the images in the bucket, and those not moved yet in their rows', async () => {
    const owner = await createUser(t.db);
    const tagged = () => pngPicture(20, 10, { planted: ['a C2PA manifest with a GPS assertion (caBX)'] });
    const inBucket = await served().put(
      { ownerId: owner.id, mime: 'image/png', bytes: tagged() },
      clock.now(),
    );
    const inRow = await databaseBlobStore(t.db, cryptoRandom).put(
      { ownerId: owner.id, mime: 'image/png', bytes: tagged() },
      clock.now(),
    );
    const result = await runAdminCommand(adminDeps(t.db, clock, { config }), ['images', 'restrip']);
    expect(result.output).toMatch(/^Images: \d+ scanned, 2 rewritten, /);
    const clean = pngPicture(20, 10);
    expect(Buffer.from(s3.objects.get(inBucket)?.bytes ?? []).equals(Buffer.from(clean))).toBe(true);
    for (const id of [inBucket, inRow]) {
      const blob = await served().get(owner.id, id);
      expect(containsText(blob?.bytes ?? new Uint8Array(), SECRET_PLACE)).toBe(false);
      expect(blob?.size).toBe(clean.length);
    }
  });

  it('refuses to run without the bucket configured', async () => {
    const result = await migrateBlobsCommand({ db: t.db, clock, config: testConfig() }, [], () => {});
    expect(result.exitCode).toBe(2);
    expect(result.output).toMatch(/configure it first, as the server is \(BLOB_STORE=s3/);
    expect((await migrateBlobsCommand({ db: t.db, clock, config }, ['--all'], () => {})).exitCode).toBe(2);
  });
});
