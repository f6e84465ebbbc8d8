import { z } from 'zod';
import {
  type AppEnvironment,
  type ConfigProblem,
  empty,
  optionalHttpUrl,
  optionalText,
  withDefault,
} from '../../../env-rules.ts';
import type { S3Settings } from './s3-bucket.ts';

/**
 * Where uploaded images are kept (ARCHITECTURE §4): the database (the embedded default, nothing more
 * to run) or an S3-compatible bucket (R2, S3, MinIO). edge/config.ts spreads `blobsEnvShape` into its
 * schema and calls `parseBlobsConfig`.
 */

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const blobsEnvShape = {
  BLOB_STORE: withDefault('postgres', z.enum(['postgres', 's3'], 'must be postgres or s3')).meta({
    description:
      '`postgres` keeps images in the database; `s3` in the S3-compatible bucket below (R2, S3, MinIO), read through the same owner check. Switching to `s3` keeps serving the images already in the database; `npm run admin -- blobs migrate` moves them',
  }),
  S3_ENDPOINT: optionalHttpUrl('must be an http(s) URL', (url) => url.replace(/\/+$/, '')).meta({
    unset: 'required with BLOB_STORE=s3',
    example: 'https://<account id>.r2.cloudflarestorage.com',
    description:
      'the object store’s S3 API origin; buckets are addressed path-style. https only in production',
  }),
  S3_BUCKET: z
    .preprocess(
      empty,
      z
        .string()
        .trim()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3–63 lowercase letters, digits, dots, hyphens)',
        )
        .optional(),
    )
    .meta({
      unset: 'required with BLOB_STORE=s3',
      example: 'plume-images',
      description:
        'the bucket holding the images; keep it private (no public access, no CORS: the edge serves every read)',
    }),
  S3_REGION: withDefault('auto', z.string().trim().min(1)).meta({
    description:
      'the region the signatures name: `auto` for R2, the bucket’s region for S3, `us-east-1` for MinIO',
  }),
  S3_ACCESS_KEY_ID: optionalText.meta({
    unset: 'required with BLOB_STORE=s3',
    description:
      'access key id of a token allowed to put, get and delete objects in the bucket (nothing more is needed)',
  }),
  S3_SECRET_ACCESS_KEY: optionalText.meta({
    unset: 'required with BLOB_STORE=s3',
    description: 'its secret access key',
  }),
};

type BlobsEnv = z.output<z.ZodObject<typeof blobsEnvShape>>;

export type BlobsConfig = { store: 'postgres' } | { store: 's3'; s3: S3Settings };

export function parseBlobsConfig(
  v: BlobsEnv,
  appEnv: AppEnvironment,
  problems: ConfigProblem[],
): BlobsConfig {
  if (v.BLOB_STORE === 'postgres') {
    // A half-configured move is refused rather than silently keeping images in the database.
    for (const variable of S3_VARIABLES) {
      if (v[variable])
        problems.push({
          variable,
          message: 'is set, but BLOB_STORE is not s3; set BLOB_STORE=s3 or unset it',
        });
    }
    return { store: 'postgres' };
  }
  for (const variable of S3_VARIABLES) {
    if (!v[variable]) problems.push({ variable, message: 'is required when BLOB_STORE is s3' });
  }
  // The endpoint is printed in the start-up line: credentials belong in their own variables.
  if (v.S3_ENDPOINT && /^https?:\/\/[^/]*@/.test(v.S3_ENDPOINT)) {
    problems.push({
      variable: 'S3_ENDPOINT',
      message: 'must not carry credentials; set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead',
    });
  }
  if (appEnv === 'production' && v.S3_ENDPOINT?.startsWith('http:')) {
    problems.push({
      variable: 'S3_ENDPOINT',
      message: 'must be https in production: the images would travel in clear',
    });
  }
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = v;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return { store: 'postgres' }; // refused above
  return { store: 's3', s3: { endpoint, bucket, region: v.S3_REGION, accessKeyId, secretAccessKey } };
}
