import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../edge/db/client.ts';
import { cryptoRandom } from '../../edge/deps.ts';
import { BLOB_ID_PATTERN } from '../../edge/engines/media/blobs/blob-store.ts';
import { databaseBlobStore } from '../../edge/engines/media/blobs/database-blob-store.ts';
import { createUser } from './factories.ts';
import { drivers, openTestDatabase, perSuite, type TestDatabase } from './helpers.ts';
import { everyByte } from './image-fixtures.ts';
import { openNeonTestDatabase } from './neon-database.ts';

describe.each(drivers)('the database BlobStore on %s', (driver) => {
  const t = perSuite(() => openTestDatabase(driver));

  const at = new Date('2026-01-15T12:00:00Z');

  it('keeps the exact bytes under an unguessable id and gives them back to their owner only', async () => {
    const store = databaseBlobStore(t.db, cryptoRandom);
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db);
    const id = await store.put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at);
    expect(id).toMatch(BLOB_ID_PATTERN);
    const back = await store.get(owner.id, id);
    expect(back).toMatchObject({ id, mime: 'image/png', size: 512, createdAt: at });
    expect(back?.bytes).toBeInstanceOf(Uint8Array);
    expect(Array.from(back?.bytes ?? [])).toEqual(Array.from(everyByte));
    expect(await store.get(stranger.id, id)).toBeNull();
    expect(await store.get(owner.id, 'not-an-id')).toBeNull();
  });

  it('removes only what the owner owns', async () => {
    const store = databaseBlobStore(t.db, cryptoRandom);
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db);
    const id = await store.put({ ownerId: owner.id, mime: 'image/jpeg', bytes: everyByte }, at);
    expect(await store.remove(stranger.id, [id])).toBe(0);
    expect(await store.get(owner.id, id)).not.toBeNull();
    expect(await store.remove(owner.id, [id, 'x'.repeat(43)])).toBe(1);
    expect(await store.get(owner.id, id)).toBeNull();
    expect(await store.remove(owner.id, [])).toBe(0);
  });

  it('within a transaction, stores and removes with it: nothing stays when it rolls back', async () => {
    const store = databaseBlobStore(t.db, cryptoRandom);
    const owner = await createUser(t.db);
    const kept = await store.put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at);
    let added = '';
    const rolledBack = t.db.transaction(async (tx) => {
      added = await store.within(tx).put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at);
      expect(await store.within(tx).remove(owner.id, [kept])).toBe(1);
      throw new Error('the post was not written');
    });
    await expect(rolledBack).rejects.toThrow('the post was not written');
    expect(added).toMatch(BLOB_ID_PATTERN);
    expect(await store.get(owner.id, added)).toBeNull();
    expect(await store.get(owner.id, kept)).not.toBeNull();
  });
});

// The production path (Deno Deploy + Neon): bytea through the Neon driver and its WebSocket bridge.
describe('the database BlobStore on the Neon driver', () => {
  let neon: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    neon = await openNeonTestDatabase({ maxConnections: 2 });
    db = neon.db;
  });
  afterAll(async () => {
    await neon?.dispose();
  });

  it('keeps every byte value', async () => {
    const store = databaseBlobStore(db, cryptoRandom);
    const owner = await createUser(db);
    const bytes = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
    const id = await store.put(
      { ownerId: owner.id, mime: 'image/webp', bytes },
      new Date('2026-01-15T12:00:00Z'),
    );
    const back = await store.get(owner.id, id);
    expect(back?.bytes).toBeInstanceOf(Uint8Array);
    expect(Array.from(back?.bytes ?? [])).toEqual(Array.from(bytes));
  });
});
