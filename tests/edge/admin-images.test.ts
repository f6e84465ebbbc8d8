import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { blobs } from '../../edge/db/schema/index.ts';
import { cryptoRandom } from '../../edge/deps.ts';
import { restripCommand } from '../../edge/engines/media/admin.ts';
import type { BlobMime } from '../../edge/engines/media/blobs/blob-store.ts';
import {
  databaseBlobMaintenance,
  databaseBlobStore,
} from '../../edge/engines/media/blobs/database-blob-store.ts';
import { createUser } from './factories.ts';
import { adminDeps, drivers, fixedClock, openTestDatabase, perSuite } from './helpers.ts';
import { containsText, jpegPicture, pngPicture, SECRET_PLACE, webpAnimated } from './image-fixtures.ts';

const count = (n: number) => n.toLocaleString('en-US');

describe.each(drivers)('npm run admin -- images restrip on %s', (driver) => {
  const clock = fixedClock('2026-02-01T09:00:00Z');
  const t = perSuite(() => openTestDatabase(driver));

  async function admin(...args: string[]) {
    const progress: string[] = [];
    const deps = adminDeps(t.db, clock, { print: (line) => progress.push(line) });
    const result = await runAdminCommand(deps, ['images', 'restrip', ...args]);
    return { ...result, progress };
  }

  /**
   * Stored as uploads were before the allow-list, straight through the BlobStore: the kinds the old
   * list of what to drop let through (C2PA with GPS, a JFIF thumbnail, private chunks in a frame).
   */
  async function storeTagged(ownerId: string) {
    const store = databaseBlobStore(t.db, cryptoRandom);
    const images: Array<{ mime: BlobMime; tagged: Uint8Array; clean: Uint8Array }> = [
      {
        mime: 'image/jpeg',
        tagged: jpegPicture(64, 48, {
          thumbnail: true,
          planted: ['a C2PA manifest with a GPS assertion (APP11 JUMBF)'],
        }),
        clean: jpegPicture(64, 48),
      },
      {
        mime: 'image/png',
        tagged: pngPicture(20, 10, { planted: ['a C2PA manifest with a GPS assertion (caBX)'] }),
        clean: pngPicture(20, 10),
      },
      {
        mime: 'image/webp',
        tagged: webpAnimated(8, 6, { planted: ['a private chunk (PRVT)'] }),
        clean: webpAnimated(8, 6),
      },
    ];
    const at = clock.now();
    return Promise.all(
      images.map(async (image) => ({
        ...image,
        id: await store.put({ ownerId, mime: image.mime, bytes: image.tagged }, at),
      })),
    );
  }
  const stored = async (ownerId: string, id: string) =>
    databaseBlobStore(t.db, cryptoRandom).get(ownerId, id);
  /** Every id in the order the database walks them (its collation, not JavaScript's). */
  const idsInOrder = async () =>
    (await t.db.select({ id: blobs.id }).from(blobs).orderBy(asc(blobs.id))).map((row) => row.id);

  it('strips images stored before the allow-list with their size, and a second run rewrites nothing', async () => {
    const owner = await createUser(t.db);
    const images = await storeTagged(owner.id);
    const alreadyClean = await databaseBlobStore(t.db, cryptoRandom).put(
      { ownerId: owner.id, mime: 'image/png', bytes: pngPicture(12, 12) },
      clock.now(),
    );
    const saved = images.reduce((sum, i) => sum + i.tagged.length - i.clean.length, 0);

    const first = await admin();
    expect(first.output).toBe(`Images: 4 scanned, 3 rewritten, ${count(saved)} bytes saved.`);
    expect(first.exitCode).toBe(0);
    expect(first.progress).toEqual([
      `4 scanned, 3 rewritten so far; resume with --after ${(await idsInOrder()).at(-1)}`,
    ]);
    for (const image of images) {
      const blob = await stored(owner.id, image.id);
      expect(containsText(blob?.bytes ?? new Uint8Array(), SECRET_PLACE)).toBe(false);
      expect(Buffer.from(blob?.bytes ?? []).equals(Buffer.from(image.clean))).toBe(true);
      expect(blob?.size).toBe(image.clean.length);
    }
    expect((await stored(owner.id, alreadyClean))?.size).toBe(pngPicture(12, 12).length);

    const second = await admin();
    expect(second).toMatchObject({ exitCode: 0, output: 'Images: 4 scanned, 0 rewritten, 0 bytes saved.' });
  });

  it('resumes past the id given with --after, and walks in pages printing where to resume', async () => {
    const owner = await createUser(t.db);
    const images = await storeTagged(owner.id);
    const order = await idsInOrder();
    const positions = images.map((image) => order.indexOf(image.id)).sort((a, b) => a - b);
    const cursor = order[positions[1] as number] as string; // past the first two of the new images
    const resumed = await admin('--after', cursor);
    const after = order.length - (positions[1] as number) - 1;
    expect(resumed.output).toMatch(new RegExp(`^Images: ${after} scanned, 1 rewritten, `));
    const stillTagged = images.filter((image) => order.indexOf(image.id) <= (positions[1] as number));
    for (const image of stillTagged) {
      expect(containsText((await stored(owner.id, image.id))?.bytes ?? new Uint8Array(), SECRET_PLACE)).toBe(
        true,
      );
    }

    // The same walk two ids a page: a progress line per page, each naming the last id it covered.
    const progress: string[] = [];
    const paged = await restripCommand(databaseBlobMaintenance(t.db), [], (line) => progress.push(line), 2);
    expect(paged.output).toMatch(new RegExp(`^Images: ${order.length} scanned, 2 rewritten, `));
    expect(progress.map((line) => line.split('--after ')[1])).toEqual(
      order.filter((_, i) => i % 2 === 1 || i === order.length - 1),
    );
    for (const image of images) {
      expect(containsText((await stored(owner.id, image.id))?.bytes ?? new Uint8Array(), SECRET_PLACE)).toBe(
        false,
      );
    }
  });

  it('leaves an image it cannot read as its type alone and names it; a malformed cursor gets the usage', async () => {
    const owner = await createUser(t.db);
    const store = databaseBlobStore(t.db, cryptoRandom);
    const broken = pngPicture(8, 8).subarray(0, 40);
    const id = await store.put({ ownerId: owner.id, mime: 'image/png', bytes: broken }, clock.now());
    const result = await admin();
    expect(result.exitCode).toBe(1);
    expect(result.output).toMatch(/, 0 rewritten, 0 bytes saved\.\n1 not a complete image of their type/);
    expect(result.output).toContain(`  ${id}`);
    expect((await stored(owner.id, id))?.size).toBe(40);
    await store.remove(owner.id, [id]);

    for (const args of [['--after'], ['--after', 'not-an-id'], ['--after=x', 'y'], ['now']]) {
      expect(await admin(...args)).toMatchObject({ exitCode: 2, output: expect.stringMatching(/^Usage: /) });
    }
  });
});
