// Image store put/get latency (`deno run --allow-all tests/bench/blob-stores.ts [count] [kilobytes]`):
// the database BlobStore on PGlite and on the PostgreSQL server beside the S3 BlobStore on the loopback
// S3 stand-in (SigV4 checked), the same image `count` times, one at a time, on Deno as the edge runs.
// Loopback hides the network: against R2 or S3 add a round trip per put and per get. Prints a table;
// asserts nothing (docs/testing.md, "Benchmark").
import { openDatabase } from '../../edge/db/client.ts';
import { migrate } from '../../edge/db/migrate.ts';
import { cryptoRandom } from '../../edge/deps.ts';
import type { BlobStore } from '../../edge/engines/media/blobs/blob-store.ts';
import { databaseBlobStore } from '../../edge/engines/media/blobs/database-blob-store.ts';
import { objectBlobStore } from '../../edge/engines/media/blobs/object-blob-store.ts';
import { s3Bucket } from '../../edge/engines/media/blobs/s3-bucket.ts';
import { findOrCreateUserByEmail } from '../../edge/features/auth/users.ts';
import { silentLogger } from '../../edge/logger.ts';
import { createPgDatabase } from '../edge/pg-server.ts';
import { startS3Standin } from '../standins/s3.ts';

// Typed locally so `tsc` (which checks tests/ without Deno's lib) accepts this Deno-only file.
declare const Deno: { args: string[] };

const count = Number(Deno.args[0] ?? 50);
// Random bytes, as a compressed JPEG is (getRandomValues fills at most 64 KB at a time).
const image = new Uint8Array(Number(Deno.args[1] ?? 300) * 1024);
for (let at = 0; at < image.length; at += 65536) crypto.getRandomValues(image.subarray(at, at + 65536));
const clock = { now: () => new Date() };

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (n: number) => n.toFixed(2).padStart(7);

async function measure(label: string, store: BlobStore, ownerId: string) {
  const timings = { put: [] as number[], get: [] as number[] };
  const ids: string[] = [];
  for (let i = 0; i < count + 5; i++) {
    const started = performance.now();
    const id = await store.put({ ownerId, mime: 'image/jpeg', bytes: image }, clock.now());
    if (i >= 5) timings.put.push(performance.now() - started); // the first few warm the paths up
    ids.push(id);
  }
  for (const [i, id] of ids.entries()) {
    const started = performance.now();
    const blob = await store.get(ownerId, id);
    if (blob?.size !== image.length) throw new Error(`${label}: read back ${blob?.size} bytes`);
    if (i >= 5) timings.get.push(performance.now() - started);
  }
  for (const kind of ['put', 'get'] as const) {
    const sorted = timings[kind].sort((a, b) => a - b);
    console.log(
      `| ${label.padEnd(32)} | ${kind} | ${ms(quantile(sorted, 0.5))} | ${ms(quantile(sorted, 0.95))} |`,
    );
  }
}

console.log(`${count} images of ${image.length / 1024} KB, one at a time (ms)\n`);
console.log(`| ${'store'.padEnd(32)} | op  |     p50 |     p95 |`);
console.log(`| ${'-'.repeat(32)} | --- | ------- | ------- |`);

const pglite = await openDatabase({ driver: 'pglite', pgliteDir: 'memory://' });
await migrate(pglite);
const pgliteOwner = await findOrCreateUserByEmail(pglite, 'bench.pglite@example.com', clock.now());
await measure('database (PGlite)', databaseBlobStore(pglite, cryptoRandom), pgliteOwner.id);

const server = await createPgDatabase();
const pg = await openDatabase({ driver: 'pg', url: server.url, maxConnections: 2 });
const s3 = await startS3Standin();
try {
  await migrate(pg);
  const owner = await findOrCreateUserByEmail(pg, 'bench.pg@example.com', clock.now());
  await measure('database (PostgreSQL)', databaseBlobStore(pg, cryptoRandom), owner.id);
  const bucket = s3Bucket({ ...s3, region: s3.region });
  const store = objectBlobStore({ db: pg, clock, logger: silentLogger, bucket, random: cryptoRandom });
  await measure('S3 stand-in (rows in PostgreSQL)', store, owner.id);
  const pgliteStore = objectBlobStore({
    db: pglite,
    clock,
    logger: silentLogger,
    bucket,
    random: cryptoRandom,
  });
  await measure('S3 stand-in (rows in PGlite)', pgliteStore, pgliteOwner.id);
} finally {
  await s3.stop();
  await pg.close();
  await pglite.close();
  await server.drop();
}
