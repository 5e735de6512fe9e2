import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3StoreConfig } from '../../src/config';
import { tempDir } from '../helpers/build';

/** The S3 store's settings for the local fake S3 server (s3rver takes its own default keys). */
export interface FakeS3 {
  config: S3StoreConfig;
}

/**
 * A real S3 HTTP server (s3rver, files in a temporary folder) on 127.0.0.1 and a free port for
 * the calling test file, with one empty bucket; stopped after the file.
 */
export function useFakeS3(bucket = 'commons-test', prefix = 'blobs/'): FakeS3 {
  const fake = {} as FakeS3;
  let server: S3rver | undefined;
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: await tempDir('s3'),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    fake.config = {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix,
    };
  });
  afterAll(async () => {
    await server?.close();
  });
  return fake;
}
