import { AwsClient } from 'aws4fetch';

/**
 * One bucket of an S3-compatible object store (R2, S3, MinIO), spoken to over its REST API with
 * path-style addresses (`<endpoint>/<bucket>/<key>`, which all three accept) and SigV4 signatures
 * (aws4fetch: small, web-standard, runs on Deno). Only what the BlobStore needs: put, get, delete.
 */
export interface S3Settings {
  /** The store's origin, e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  /** `auto` for R2; the bucket's region for S3 (it is part of the signature). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ObjectBucket {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deletes the key; a key already gone counts as deleted (S3 answers 204 either way). */
  delete(key: string): Promise<void>;
}

/** A refusal or failure of the store, named by operation, key, status and S3 error code (never a secret). */
export class ObjectStoreError extends Error {
  constructor(
    readonly operation: 'PUT' | 'GET' | 'DELETE',
    readonly key: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(`The object store answered ${operation} ${key} with ${status === 0 ? '' : `${status} `}${code}`);
    this.name = 'ObjectStoreError';
  }
}

export interface S3BucketOptions {
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Further tries after a 5xx, a 429 or a network failure (default 2: 3 tries in all). */
  retries?: number;
  /** Per request, so a stalled store fails the request that waits on it (default 10 s). */
  timeoutMs?: number;
}

/** The hex SHA-256 of `bytes`: S3's payload hash, and how `blobs migrate` knows the bytes it moved. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** S3's error body is `<Error><Code>NoSuchKey</Code>…`; the code is what an operator can act on. */
async function errorCode(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? (response.statusText || 'error');
}

/** A 404 for the key itself is an answer (null); NoSuchBucket and the like are a misconfiguration. */
async function missingKey(operation: 'GET' | 'DELETE', key: string, response: Response): Promise<null> {
  const code = await errorCode(response);
  if (code !== 'NoSuchKey') throw new ObjectStoreError(operation, key, 404, code);
  return null;
}

export function s3Bucket(settings: S3Settings, options: S3BucketOptions = {}): ObjectBucket {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const send = options.fetch ?? fetch;
  const retries = options.retries ?? 2;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;

  async function call(
    operation: ObjectStoreError['operation'],
    key: string,
    init: { headers?: Record<string, string>; body?: Uint8Array },
    ok: (status: number) => boolean,
  ): Promise<Response> {
    let failure: ObjectStoreError | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** (attempt - 1)));
      // Signed afresh each try: the signature carries the time.
      const request = await client.sign(base + encodeURIComponent(key), {
        method: operation,
        headers: init.headers,
        body: init.body as BodyInit | undefined,
      });
      let response: Response;
      try {
        response = await send(request, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        failure = new ObjectStoreError(operation, key, 0, `unreachable (${(error as Error).name})`);
        continue;
      }
      if (ok(response.status)) return response;
      failure = new ObjectStoreError(operation, key, response.status, await errorCode(response));
      if (response.status < 500 && response.status !== 429) break; // a refusal: trying again changes nothing
    }
    throw failure;
  }

  return {
    async put(key, bytes, contentType) {
      // The payload's hash is signed too, so the store refuses bytes altered on the way.
      const digest = await sha256Hex(bytes);
      const response = await call(
        'PUT',
        key,
        { headers: { 'Content-Type': contentType, 'X-Amz-Content-Sha256': digest }, body: bytes },
        (status) => status === 200,
      );
      await response.body?.cancel();
    },
    async get(key) {
      const response = await call('GET', key, {}, (status) => status === 200 || status === 404);
      if (response.status === 404) return missingKey('GET', key, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call(
        'DELETE',
        key,
        {},
        (status) => status === 204 || status === 200 || status === 404,
      );
      if (response.status === 404) await missingKey('DELETE', key, response);
      else await response.body?.cancel();
    },
  };
}
