import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { configErrorOf, PRODUCTION_ENV } from '../../../config-testing.ts';

const S3 = {
  BLOB_STORE: 's3',
  S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com/',
  S3_BUCKET: 'plume-images',
  S3_ACCESS_KEY_ID: 'AKID',
  S3_SECRET_ACCESS_KEY: 'secret',
};
/** Everything else production requires, so only the image variables can be refused. */
const PRODUCTION = PRODUCTION_ENV;

const refused = (env: Record<string, string | undefined>) => configErrorOf(env).problems;

describe('the image store configuration', () => {
  it('keeps images in the database unless BLOB_STORE=s3', () => {
    expect(loadConfig({}).blobs).toEqual({ store: 'postgres' });
    expect(loadConfig(PRODUCTION).blobs).toEqual({ store: 'postgres' });
  });

  it('reads a complete S3 configuration, R2 region by default', () => {
    expect(loadConfig({ ...PRODUCTION, ...S3 }).blobs).toEqual({
      store: 's3',
      s3: {
        endpoint: 'https://account.r2.cloudflarestorage.com',
        bucket: 'plume-images',
        region: 'auto',
        accessKeyId: 'AKID',
        secretAccessKey: 'secret',
      },
    });
  });

  it('refuses to start with an incomplete S3 configuration, naming every missing variable and no value', () => {
    const problems = refused({ ...PRODUCTION, ...S3, S3_BUCKET: '', S3_SECRET_ACCESS_KEY: undefined });
    expect(problems).toEqual([
      { variable: 'S3_BUCKET', message: 'is required when BLOB_STORE is s3' },
      { variable: 'S3_SECRET_ACCESS_KEY', message: 'is required when BLOB_STORE is s3' },
    ]);
    expect(JSON.stringify(problems)).not.toContain('AKID');
  });

  it('refuses a plain-http endpoint in production, not in development (a local MinIO)', () => {
    const http = { ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(refused({ ...PRODUCTION, ...http }).map((p) => p.variable)).toEqual(['S3_ENDPOINT']);
    expect(loadConfig(http).blobs).toMatchObject({ store: 's3', s3: { endpoint: 'http://127.0.0.1:9000' } });
  });

  it('refuses credentials in the endpoint, which the start-up line prints', () => {
    const problems = refused({ ...S3, S3_ENDPOINT: 'https://key:secret@account.r2.cloudflarestorage.com' });
    expect(problems).toEqual([
      {
        variable: 'S3_ENDPOINT',
        message: 'must not carry credentials; set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead',
      },
    ]);
  });

  it('refuses S3 variables while BLOB_STORE is postgres, rather than keep images where nobody expects', () => {
    expect(refused({ S3_BUCKET: 'plume-images' })).toEqual([
      { variable: 'S3_BUCKET', message: 'is set, but BLOB_STORE is not s3; set BLOB_STORE=s3 or unset it' },
    ]);
    expect(refused({ BLOB_STORE: 'r2' }).map((p) => p.variable)).toEqual(['BLOB_STORE']);
  });
});
