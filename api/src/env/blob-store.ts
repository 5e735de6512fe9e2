import * as v from 'valibot';
import type { BlobStoreConfig } from '../config';
import { flag, optionalHttpAddress, requiredText, text } from './readers';

/** `BLOB_STORE` and, when it is `s3`, the bucket's variables, as `{ blobStore }`. */
export const blobStoreEnv = v.pipe(
  v.variant(
    'BLOB_STORE',
    [
      v.object({ BLOB_STORE: v.optional(v.picklist(['', 'database'])) }),
      v.object({
        BLOB_STORE: v.literal('s3'),
        S3_BUCKET: requiredText('BLOB_STORE=s3 needs S3_BUCKET, the bucket that keeps the files'),
        S3_ENDPOINT: optionalHttpAddress('http://127.0.0.1:9000'),
        S3_REGION: text('us-east-1'),
        S3_ACCESS_KEY_ID: text(''),
        S3_SECRET_ACCESS_KEY: text(''),
        S3_FORCE_PATH_STYLE: flag(false),
        S3_PREFIX: text(''),
      }),
    ],
    'must be "database" or "s3"',
  ),
  // One key without the other is a typo, not a wish for the SDK's default chain.
  v.check(
    (env) => env.BLOB_STORE !== 's3' || Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY),
    "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's default credentials",
  ),
  v.transform((env): { blobStore: BlobStoreConfig } => {
    if (env.BLOB_STORE !== 's3') return { blobStore: { kind: 'database' } };
    const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
    return {
      blobStore: {
        kind: 's3',
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        prefix: env.S3_PREFIX,
      },
    };
  }),
);
