import type { AnyDatabase } from '../db/open';
import type { BlobStoreConfig } from '../env/blob-store';
import type { BlobStore } from './blob-store';
import { createDatabaseBlobStore } from './database-store';

/**
 * The S3 store, loaded with its first use: the AWS SDK is 13 MB of the server's memory that a
 * server keeping blobs in its database never needs.
 */
function lazyS3BlobStore(...args: Parameters<typeof import('./s3-store').createS3BlobStore>): BlobStore {
  let store: Promise<BlobStore> | undefined;
  const loaded = () => (store ??= import('./s3-store').then(({ createS3BlobStore }) => createS3BlobStore(...args)));
  return {
    kind: 's3',
    put: async (source, options) => (await loaded()).put(source, options),
    get: async (key) => (await loaded()).get(key),
    has: async (key) => (await loaded()).has(key),
    delete: async (key) => (await loaded()).delete(key),
  };
}

/** The configured blob store (`BLOB_STORE`, env/blob-store.ts): the database unless told otherwise. */
export function createBlobStore(config: { blobStore: BlobStoreConfig }, db: AnyDatabase): BlobStore {
  const store = config.blobStore;
  switch (store.kind) {
    case 'database':
      return createDatabaseBlobStore(db);
    case 's3':
      return lazyS3BlobStore(store, db);
  }
}
