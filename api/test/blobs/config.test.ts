import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('loadConfig BLOB_STORE=s3', () => {
  it('should take a bucket alone, on AWS in us-east-1 with the SDK default credentials', () => {
    expect(loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'commons-files' }).blobStore).toEqual({
      kind: 's3',
      bucket: 'commons-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('should read every S3 setting of a MinIO-style store', () => {
    const env = {
      BLOB_STORE: 's3',
      S3_BUCKET: 'commons-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'commons/blobs/',
    };
    expect(loadConfig(env).blobStore).toEqual({
      kind: 's3',
      bucket: 'commons-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'commons/blobs/',
    });
  });

  it('should ignore the S3 settings while the store is the database', () => {
    expect(loadConfig({ S3_BUCKET: 'commons-files', S3_FORCE_PATH_STYLE: 'yes' }).blobStore).toEqual({ kind: 'database' });
  });

  const s3 = { BLOB_STORE: 's3', S3_BUCKET: 'b' };
  it.each([
    [{ BLOB_STORE: 's3' }, 'BLOB_STORE=s3 needs S3_BUCKET, the bucket that keeps the files'],
    [{ BLOB_STORE: 's3', S3_BUCKET: '' }, 'BLOB_STORE=s3 needs S3_BUCKET'],
    [
      { ...s3, S3_ENDPOINT: '127.0.0.1:9000' },
      'S3_ENDPOINT must be an http(s) address such as http://127.0.0.1:9000, got "127.0.0.1:9000"',
    ],
    [{ ...s3, S3_ACCESS_KEY_ID: 'minio' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be "true" or "false", got "yes"'],
    [{ BLOB_STORE: 'S3', S3_BUCKET: 'b' }, 'BLOB_STORE must be "database" or "s3", got "S3"'],
  ])('should refuse to start with %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
