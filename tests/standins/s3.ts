import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { S3Settings } from '../../edge/engines/media/blobs/s3-bucket.ts';
import { listenOnLoopback } from './loopback-http.ts';

/**
 * A loopback S3: the object subset of the S3 REST API an S3-compatible store (R2, S3, MinIO) answers,
 * path-style (`/<bucket>/<key>`):
 *
 *   PUT    /<bucket>/<key>   store the body (Content-Type kept), 200 with an ETag
 *   GET    /<bucket>/<key>   the bytes, or 404 NoSuchKey
 *   HEAD   /<bucket>/<key>   the headers alone, or a bare 404
 *   DELETE /<bucket>/<key>   204, whether or not the key existed
 *
 * Every request must carry a SigV4 `Authorization` header, VERIFIED as S3 does it: the canonical
 * request is rebuilt from what arrived (method, path, query, the signed headers, the payload hash),
 * signed with the known secret under the credential's date/region/service scope, and compared; a
 * wrong secret is 403 SignatureDoesNotMatch, an unknown key id 403 InvalidAccessKeyId, a clock off by
 * more than 15 minutes 403 RequestTimeTooSkewed, a body not matching its signed hash 400
 * XAmzContentSHA256Mismatch. Errors are S3's XML envelope (`<Error><Code>…</Code>…`).
 */
export interface S3Object {
  bytes: Uint8Array;
  contentType: string;
}

export interface S3Request {
  method: string;
  key: string;
  status: number;
}

export interface S3Standin {
  /** e.g. http://127.0.0.1:54321 — S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's contents by key. */
  objects: Map<string, S3Object>;
  /** Every request answered, oldest first. */
  requests: S3Request[];
  /** The next `times` requests (of `method`, if given) answer `status` with S3 error `code`. */
  failNext(status: number, code: string, times?: number, method?: string): void;
  stop(): Promise<void>;
}

const SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants every path segment and query part. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function errorXml(res: ServerResponse, status: number, code: string, message: string, method: string) {
  if (method === 'HEAD') {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/** `AWS4-HMAC-SHA256 Credential=AKID/20261127/auto/s3/aws4_request, SignedHeaders=a;b, Signature=hex` */
function parseAuthorization(header: string | undefined) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match) return null;
  const [, accessKeyId, date, region, service, signedHeaders, signature] = match as unknown as string[];
  return {
    accessKeyId: accessKeyId as string,
    date: date as string,
    region: region as string,
    service: service as string,
    signedHeaders: (signedHeaders as string).split(';'),
    signature: signature as string,
  };
}

/** X-Amz-Date's basic ISO form (20261127T093000Z) as a time. */
function amzTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

type Verdict = { ok: true } | { ok: false; status: number; code: string; message: string };

function verify(
  req: IncomingMessage,
  url: URL,
  body: Uint8Array,
  credentials: { accessKeyId: string; secretAccessKey: string },
): Verdict {
  const auth = parseAuthorization(req.headers.authorization);
  if (!auth)
    return { ok: false, status: 403, code: 'AccessDenied', message: 'No valid SigV4 Authorization header' };
  if (auth.accessKeyId !== credentials.accessKeyId) {
    return {
      ok: false,
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The access key id does not exist',
    };
  }
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const at = amzTime(amzDate);
  if (Number.isNaN(at) || !amzDate.startsWith(auth.date) || auth.service !== 's3') {
    return { ok: false, status: 403, code: 'AccessDenied', message: 'Bad X-Amz-Date or credential scope' };
  }
  if (Math.abs(Date.now() - at) > SKEW_MS) {
    return {
      ok: false,
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The request time is too far off',
    };
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash)
    return { ok: false, status: 400, code: 'InvalidRequest', message: 'Missing x-amz-content-sha256' };
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    return {
      ok: false,
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
      message: 'The body does not match its hash',
    };
  }
  if (!auth.signedHeaders.includes('host') || !auth.signedHeaders.includes('x-amz-date')) {
    return { ok: false, status: 403, code: 'AccessDenied', message: 'host and x-amz-date must be signed' };
  }
  const canonicalHeaders = auth.signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([k1, v1], [k2, v2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalPath = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = [
    req.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    auth.signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${auth.date}/${auth.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, auth.date), auth.region), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(auth.signature, 'hex'))) {
    return {
      ok: false,
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided',
    };
  }
  return { ok: true };
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export async function startS3Standin(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3Standin> {
  const bucket = options.bucket ?? 'plume-test';
  const region = options.region ?? 'auto';
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'AKIDPLUMETEST',
    secretAccessKey: options.secretAccessKey ?? 'plume-test-secret-access-key',
  };
  const objects = new Map<string, S3Object>();
  const requests: S3Request[] = [];
  const failures: { status: number; code: string; method: string | undefined }[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const body = await readBody(req);
    const verdict = verify(req, url, body, credentials);
    if (!verdict.ok) {
      errorXml(res, verdict.status, verdict.code, verdict.message, method);
      return verdict.status;
    }
    const index = failures.findIndex((f) => f.method === undefined || f.method === method);
    const [scripted] = index >= 0 ? failures.splice(index, 1) : [];
    if (scripted) {
      errorXml(res, scripted.status, scripted.code, 'Failure scripted by the test', method);
      return scripted.status;
    }
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (decodeURIComponent(bucketName) !== bucket) {
      errorXml(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', method);
      return 404;
    }
    if (!key) {
      errorXml(res, 405, 'MethodNotAllowed', 'Only object operations are served', method);
      return 405;
    }
    const etag = (bytes: Uint8Array) => `"${createHash('md5').update(bytes).digest('hex')}"`;
    switch (method) {
      case 'PUT': {
        objects.set(key, {
          bytes: body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        });
        res.writeHead(200, { ETag: etag(body) });
        res.end();
        return 200;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) {
          errorXml(res, 404, 'NoSuchKey', 'The specified key does not exist.', method);
          return 404;
        }
        res.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': String(object.bytes.byteLength),
          ETag: etag(object.bytes),
        });
        res.end(method === 'GET' ? object.bytes : undefined);
        return 200;
      }
      case 'DELETE': {
        objects.delete(key);
        res.writeHead(204);
        res.end();
        return 204;
      }
      default:
        errorXml(res, 405, 'MethodNotAllowed', 'The method is not allowed', method);
        return 405;
    }
  }

  const server = createServer((req, res) => {
    const key = decodeURIComponent(
      new URL(req.url ?? '/', 'http://s3.test').pathname.split('/').slice(2).join('/'),
    );
    handle(req, res)
      .then((status) => requests.push({ method: req.method ?? '', key, status }))
      .catch(() => {
        if (!res.headersSent) errorXml(res, 500, 'InternalError', 'The stand-in failed', req.method ?? '');
        else res.end();
      });
  });
  const { origin, stop } = await listenOnLoopback(server);
  return {
    endpoint: origin,
    bucket,
    region,
    ...credentials,
    objects,
    requests,
    failNext(status, code, times = 1, method) {
      for (let i = 0; i < times; i++) failures.push({ status, code, method });
    },
    stop,
  };
}

/** What s3Bucket (edge/engines/media/blobs/s3-bucket.ts) takes for this stand-in; another secret is refused. */
export const s3Settings = (s3: S3Standin, secretAccessKey = s3.secretAccessKey): S3Settings => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey,
});

/** The server's environment for keeping its images in this stand-in: BLOB_STORE=s3 and the S3_* variables. */
export const s3Env = (s3: S3Standin): Record<string, string> => ({
  BLOB_STORE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});
