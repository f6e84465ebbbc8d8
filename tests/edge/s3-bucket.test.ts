import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectStoreError, s3Bucket } from '../../edge/engines/media/blobs/s3-bucket.ts';
import { type S3Standin, s3Settings, startS3Standin } from '../standins/s3.ts';
import { everyByte } from './image-fixtures.ts';

describe('the S3 bucket client against a SigV4-checking S3', () => {
  let s3: S3Standin;
  beforeAll(async () => {
    s3 = await startS3Standin();
  });
  afterAll(() => s3.stop());

  it('puts, gets and deletes the exact bytes, signed', async () => {
    const bucket = s3Bucket(s3Settings(s3));
    await bucket.put('k1', everyByte, 'image/png');
    expect(s3.objects.get('k1')?.contentType).toBe('image/png');
    expect(Array.from((await bucket.get('k1')) ?? [])).toEqual(Array.from(everyByte));
    await bucket.delete('k1');
    expect(s3.objects.has('k1')).toBe(false);
    expect(await bucket.get('k1')).toBeNull();
    await bucket.delete('k1'); // already gone counts as deleted
  });

  it('is refused with SignatureDoesNotMatch under a wrong secret, and nothing is stored', async () => {
    const bucket = s3Bucket(s3Settings(s3, 'not-the-secret'));
    const put = bucket.put('k2', everyByte, 'image/png');
    await expect(put).rejects.toBeInstanceOf(ObjectStoreError);
    await expect(put).rejects.toThrow('The object store answered PUT k2 with 403 SignatureDoesNotMatch');
    expect(s3.objects.has('k2')).toBe(false);
    // A refusal is not retried: trying again with the same secret changes nothing.
    expect(s3.requests.filter((r) => r.key === 'k2')).toEqual([{ method: 'PUT', key: 'k2', status: 403 }]);
    await expect(bucket.get('k2')).rejects.toThrow('403 SignatureDoesNotMatch');
  });

  it('the stand-in refuses what is not signed, and a body that does not match its signed hash', async () => {
    const unsigned = await fetch(`${s3.endpoint}/${s3.bucket}/k3`, { method: 'PUT', body: 'x' });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
    // Signed for one body, sent with another: the payload hash is part of what is signed.
    let swapped = false;
    const tamper: typeof fetch = async (input, init) => {
      const request = new Request(input as Request, init);
      swapped = true;
      return fetch(new Request(request, { body: new Uint8Array([1, 2, 3]), duplex: 'half' } as RequestInit));
    };
    await expect(
      s3Bucket(s3Settings(s3), { fetch: tamper }).put('k3', everyByte, 'image/png'),
    ).rejects.toThrow('400 XAmzContentSHA256Mismatch');
    expect(swapped).toBe(true);
    expect(s3.objects.has('k3')).toBe(false);
  });

  it('retries a 5xx, and names operation, key and S3 code once the store keeps failing', async () => {
    const bucket = s3Bucket(s3Settings(s3), { retries: 1 });
    s3.failNext(500, 'InternalError', 1);
    await bucket.put('k4', everyByte, 'image/webp');
    expect(s3.objects.has('k4')).toBe(true);
    s3.failNext(503, 'SlowDown', 2);
    await expect(bucket.get('k4')).rejects.toThrow('The object store answered GET k4 with 503 SlowDown');
    const wrongBucket = s3Bucket({ ...s3Settings(s3), bucket: 'no-such-bucket' });
    await expect(wrongBucket.get('k4')).rejects.toThrow('404 NoSuchBucket');
    const nobody = s3Bucket({ ...s3Settings(s3), endpoint: 'http://127.0.0.1:9' }, { retries: 0 });
    await expect(nobody.get('k4')).rejects.toThrow(/answered GET k4 with unreachable/);
  });
});
