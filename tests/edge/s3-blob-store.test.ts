import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blobDeletions, blobs } from '../../edge/db/schema/index.ts';
import { cryptoRandom } from '../../edge/deps.ts';
import { BLOB_ID_PATTERN } from '../../edge/engines/media/blobs/blob-store.ts';
import {
  type DeletionDeps,
  deleteDueObjects,
  UPLOAD_GRACE_MS,
} from '../../edge/engines/media/blobs/deletion-outbox.ts';
import { objectBlobStore } from '../../edge/engines/media/blobs/object-blob-store.ts';
import { s3Bucket } from '../../edge/engines/media/blobs/s3-bucket.ts';
import { createLogger } from '../../edge/logger.ts';
import { type S3Standin, s3Env, s3Settings, startS3Standin } from '../standins/s3.ts';
import { type AccountHarness, accountHarness } from './account-helpers.ts';
import { read } from './api-client.ts';
import { createUser } from './factories.ts';
import { fixedClock, openTestDatabase, type TestDatabase } from './helpers.ts';
import { everyByte, pngPicture } from './image-fixtures.ts';

describe('the S3 BlobStore', () => {
  let s3: S3Standin;
  let t: TestDatabase;
  const clock = fixedClock('2026-03-01T10:00:00Z');
  const logs: string[] = [];
  let deps: DeletionDeps;
  const at = () => clock.now();
  beforeAll(async () => {
    [s3, t] = await Promise.all([startS3Standin(), openTestDatabase('pglite')]);
    const logger = createLogger({ level: 'debug', write: (line) => logs.push(line) });
    // No retries: a scripted failure is one failed attempt.
    deps = { db: t.db, clock, logger, bucket: s3Bucket(s3Settings(s3), { retries: 0 }) };
  });
  afterAll(async () => {
    await s3.stop();
    await t.dispose();
  });
  beforeEach(() => clock.set('2026-03-01T10:00:00Z'));

  const store = () => objectBlobStore({ ...deps, random: cryptoRandom });
  const outbox = async (key: string) =>
    (await t.db.select().from(blobDeletions).where(eq(blobDeletions.key, key)))[0];
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());

  it('keeps the bytes in the bucket and the owner in the row, and serves them to the owner only', async () => {
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db);
    const id = await store().put({ ownerId: owner.id, mime: 'image/jpeg', bytes: everyByte }, at());
    expect(id).toMatch(BLOB_ID_PATTERN);
    expect(Array.from(s3.objects.get(id)?.bytes ?? [])).toEqual(Array.from(everyByte));
    expect(s3.objects.get(id)?.contentType).toBe('image/jpeg');
    const [row] = await t.db.select().from(blobs).where(eq(blobs.id, id));
    expect(row).toMatchObject({ userId: owner.id, mime: 'image/jpeg', size: 512, bytes: null });
    const back = await store().get(owner.id, id);
    expect(back).toMatchObject({ id, mime: 'image/jpeg', size: 512, createdAt: at() });
    expect(Array.from(back?.bytes ?? [])).toEqual(Array.from(everyByte));
    // The owner check is the row's: another person's request never reaches the bucket.
    const asked = s3.requests.length;
    expect(await store().get(stranger.id, id)).toBeNull();
    expect(await store().get(owner.id, 'not-an-id')).toBeNull();
    expect(s3.requests.length).toBe(asked);
    expect(await store().remove(stranger.id, [id])).toBe(0);
    expect(s3.objects.has(id)).toBe(true);
  });

  it('fails a read clearly when the store refuses it, or when the object is missing behind its row', async () => {
    const owner = await createUser(t.db);
    const id = await store().put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at());
    s3.failNext(403, 'AccessDenied', 1, 'GET');
    await expect(store().get(owner.id, id)).rejects.toThrow(
      `The object store answered GET ${id} with 403 AccessDenied`,
    );
    s3.objects.delete(id);
    await expect(store().get(owner.id, id)).rejects.toThrow(
      `Image ${id} has its row but no object in the store`,
    );
  });

  it('deletes the object only after the commit, and not at all when the transaction rolls back', async () => {
    const owner = await createUser(t.db);
    const id = await store().put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at());
    const rolledBack = t.db.transaction(async (tx) => {
      expect(await store().within(tx).remove(owner.id, [id])).toBe(1);
      throw new Error('the deletion failed');
    });
    await expect(rolledBack).rejects.toThrow('the deletion failed');
    await store().settle();
    expect(s3.objects.has(id)).toBe(true);
    expect(await store().get(owner.id, id)).not.toBeNull();

    await t.db.transaction(async (tx) => {
      expect(await store().within(tx).remove(owner.id, [id])).toBe(1);
      // Recorded in the same transaction as the row's deletion; the object is untouched until the commit.
      expect(await tx.select().from(blobDeletions).where(eq(blobDeletions.key, id))).toHaveLength(1);
      expect(s3.objects.has(id)).toBe(true);
    });
    await store().settle();
    expect(s3.objects.has(id)).toBe(false);
    expect(await outbox(id)).toBeUndefined();
  });

  it('a store that refuses a deletion once still ends with the object deleted, on a later sweep', async () => {
    const owner = await createUser(t.db);
    const id = await store().put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at());
    await t.db.transaction((tx) => store().within(tx).remove(owner.id, [id]));
    s3.failNext(500, 'InternalError', 1, 'DELETE');
    await store().settle();
    expect(s3.objects.has(id)).toBe(true);
    expect(await outbox(id)).toMatchObject({
      attempts: 1,
      lastError: `The object store answered DELETE ${id} with 500 InternalError`,
    });
    expect(logs.join('\n')).toContain('image not deleted from the object store; will retry');
    // Backoff: a sweep before the wait has passed leaves it alone.
    await deleteDueObjects(deps);
    expect(s3.objects.has(id)).toBe(true);
    later(60_000);
    expect(await deleteDueObjects(deps)).toMatchObject({ deleted: 1, failed: 0 });
    expect(s3.objects.has(id)).toBe(false);
    expect(await outbox(id)).toBeUndefined();
  });

  it('a request stops deleting at the first refusal, leaving the rest to the sweep', async () => {
    const owner = await createUser(t.db);
    const ids = [
      await store().put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at()),
      await store().put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at()),
    ];
    await t.db.transaction((tx) => store().within(tx).remove(owner.id, ids));
    s3.failNext(503, 'SlowDown', 1, 'DELETE');
    const deletes = s3.requests.filter((r) => r.method === 'DELETE').length;
    await store().settle();
    expect(s3.requests.filter((r) => r.method === 'DELETE').length).toBe(deletes + 1);
    expect(ids.every((id) => s3.objects.has(id))).toBe(true);
    later(60_000);
    expect(await deleteDueObjects(deps)).toMatchObject({ deleted: 2, failed: 0 });
    expect(ids.some((id) => s3.objects.has(id))).toBe(false);
  });

  it('loses nothing when the process dies between the commit and the deletion: the outbox still holds the key', async () => {
    const owner = await createUser(t.db);
    const id = await store().put({ ownerId: owner.id, mime: 'image/webp', bytes: everyByte }, at());
    await t.db.transaction((tx) => store().within(tx).remove(owner.id, [id]));
    // …no settle: the process is gone. A fresh one (another instance, a restart) sweeps.
    expect(await outbox(id)).toMatchObject({ attempts: 0 });
    expect(s3.objects.has(id)).toBe(true);
    const restarted = { ...deps, bucket: s3Bucket(s3Settings(s3)) };
    await deleteDueObjects(restarted);
    expect(s3.objects.has(id)).toBe(false);
    expect(await outbox(id)).toBeUndefined();
  });

  it('deletes the uploads of a draft whose transaction failed; a committed upload is never deleted', async () => {
    const owner = await createUser(t.db);
    const image = { ownerId: owner.id, mime: 'image/png' as const, bytes: everyByte };
    const staged = await store().stage([image, image], at());
    expect(staged.every((blob) => s3.objects.has(blob.id))).toBe(true);
    const failed = t.db.transaction(async (tx) => {
      await store().within(tx).record(staged);
      throw new Error('the post was not written');
    });
    await expect(failed).rejects.toThrow('the post was not written');
    await store().settle(staged);
    expect(staged.some((blob) => s3.objects.has(blob.id))).toBe(false);

    // A crash right after the upload: its guard deletes it once the grace has passed, not before…
    const [orphan] = await store().stage([image], at());
    if (!orphan) throw new Error('staged nothing');
    // …while one whose row was committed keeps its object, and its guard goes.
    const kept = await store().put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at());
    await deleteDueObjects(deps);
    expect(s3.objects.has(orphan.id)).toBe(true);
    later(UPLOAD_GRACE_MS);
    await deleteDueObjects(deps);
    expect(s3.objects.has(orphan.id)).toBe(false);
    expect(s3.objects.has(kept)).toBe(true);
    expect(await outbox(orphan.id)).toBeUndefined();
    expect(await outbox(kept)).toBeUndefined();
    expect(await store().get(owner.id, kept)).not.toBeNull();
  });

  it('an upload the store refuses fails the stage with the reason, before any row is written', async () => {
    const owner = await createUser(t.db);
    s3.failNext(403, 'AccessDenied', 1, 'PUT');
    await expect(
      store().put({ ownerId: owner.id, mime: 'image/png', bytes: everyByte }, at()),
    ).rejects.toThrow(/answered PUT [A-Za-z0-9_-]{43} with 403 AccessDenied/);
    expect(await t.db.select().from(blobs).where(eq(blobs.userId, owner.id))).toEqual([]);
  });
});

describe('images in an S3 bucket, through the app (BLOB_STORE=s3)', () => {
  let s3: S3Standin;
  let h: AccountHarness;
  beforeAll(async () => {
    s3 = await startS3Standin();
    h = await accountHarness('pglite', s3Env(s3));
  });
  afterAll(async () => {
    await h.dispose();
    await s3.stop();
  });

  const photo = (w: number) =>
    new File([pngPicture(w, 20) as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' });
  const draft = async (cookie: string, files: File[]) => {
    const r = await read(h.api(cookie).user.generate.post.$post({ query: {}, form: { files } }));
    expect(r.status).toBe(200);
    return r.body.data as { id: string; content_url: string }[];
  };
  const image = (cookie: string, url: string) => h.app.request(`${h.base}${url}`, { headers: { cookie } });
  const idOf = (url: string) => url.split('/').at(-1) ?? '';

  it('a drafted post keeps its images in the bucket, served through the owner check; deleting it deletes them', async () => {
    const p = await h.person(1_00);
    const [first, second] = await draft(p.cookie, [photo(30), photo(40)]);
    const ids = [first, second].map((post) => idOf(post?.content_url ?? ''));
    expect(ids.every((id) => s3.objects.has(id))).toBe(true);
    const rows = await h.db.select({ bytes: blobs.bytes }).from(blobs).where(eq(blobs.userId, p.id));
    expect(rows).toEqual([{ bytes: null }, { bytes: null }]);

    const served = await image(p.cookie, first?.content_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(Array.from(new Uint8Array(await served.arrayBuffer()))).toEqual(
      Array.from(s3.objects.get(ids[0] ?? '')?.bytes ?? []),
    );
    expect((await image((await h.person(0)).cookie, first?.content_url ?? '')).status).toBe(404);

    const remove = h.api(p.cookie).user.generation[':kind'][':id'].$delete({
      param: { kind: 'posts', id: String(first?.id) },
    });
    expect((await read(remove)).status).toBe(200);
    expect(s3.objects.has(ids[0] ?? '')).toBe(false);
    expect(s3.objects.has(ids[1] ?? '')).toBe(true);
  });

  it('a read the bucket refuses is a 500 whose log names the store, the image and the S3 code', async () => {
    const p = await h.person(1_00);
    const [post] = await draft(p.cookie, [photo(30)]);
    s3.failNext(403, 'SignatureDoesNotMatch', 3, 'GET');
    expect((await image(p.cookie, post?.content_url ?? '')).status).toBe(500);
    expect(h.logs.join('\n')).toContain(
      `The object store answered GET ${idOf(post?.content_url ?? '')} with 403 SignatureDoesNotMatch`,
    );
  });

  it('deleting the account deletes every image of it from the bucket', async () => {
    const p = await h.person(1_00);
    const posts = await draft(p.cookie, [photo(30), photo(50)]);
    const ids = posts.map((post) => idOf(post.content_url));
    h.advance(120_000); // past the sign-in code's resend cooldown
    const { code } = await h.deletionCode(p.cookie, p.email);
    expect((await h.confirmDeletion(p.cookie, code)).status).toBe(200);
    expect(ids.some((id) => s3.objects.has(id))).toBe(false);
    // Nothing of theirs is left to delete later (other people's uploads keep their guards for the grace).
    expect(await h.db.select().from(blobDeletions).where(inArray(blobDeletions.key, ids))).toEqual([]);
  });
});
