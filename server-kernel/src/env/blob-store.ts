import * as v from 'valibot';
import { flag, optionalHttpAddress, requiredText, text } from './readers';

/** `BLOB_STORE` and, when it is `s3`, the bucket's variables, as the environment holds them. */
const blobStoreVariables = v.variant(
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
);

type S3Variables = Extract<v.InferOutput<typeof blobStoreVariables>, { BLOB_STORE: 's3' }>;

/** An S3-compatible bucket (AWS S3, MinIO, ...) holding the blobs' bytes. */
function s3Store(env: S3Variables) {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3' as const,
    bucket: env.S3_BUCKET,
    /** An S3-compatible server's address; null: AWS S3 of `region`. */
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    /** Static keys; null leaves them to the SDK's default chain (environment, profile, instance role). */
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    /** `bucket` in the path rather than the host name, as MinIO-style endpoints want. */
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    /** Put before every object key (`commons/blobs/`), so the bucket can hold other things too. */
    prefix: env.S3_PREFIX,
  };
}

const databaseStore = () => ({ kind: 'database' as const });

/** `BLOB_STORE` and, when it is `s3`, the bucket's variables, as `{ blobStore }`. */
export const blobStoreEnv = v.pipe(
  blobStoreVariables,
  // One key without the other is a typo, not a wish for the SDK's default chain.
  v.check(
    (env) => env.BLOB_STORE !== 's3' || Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY),
    "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's default credentials",
  ),
  // Built by the functions above, so the configuration's type is one `blobStore` of either kind.
  v.transform((env) => ({ blobStore: env.BLOB_STORE === 's3' ? s3Store(env) : databaseStore() })),
);

/** Where uploaded and published files are kept: `BLOB_STORE`, `database` by default. */
export type BlobStoreConfig = v.InferOutput<typeof blobStoreEnv>['blobStore'];

/** An S3-compatible bucket (AWS S3, MinIO, ...) holding the blobs' bytes (`BLOB_STORE=s3`). */
export type S3StoreConfig = Omit<Extract<BlobStoreConfig, { kind: 's3' }>, 'kind'>;
