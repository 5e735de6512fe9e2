import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { BlobStore } from './blob-store';
import { createDatabaseBlobStore } from './database-store';
import { createS3BlobStore } from './s3-store';

export { BlobTooLargeError, type BlobStore, type PutOptions, type StoredBlob } from './blob-store';

/** The configured blob store (`BLOB_STORE`, see config.ts): the database unless told otherwise. */
export function createBlobStore(config: Pick<AppConfig, 'blobStore'>, db: Database): BlobStore {
  const store = config.blobStore;
  switch (store.kind) {
    case 'database':
      return createDatabaseBlobStore(db);
    case 's3':
      return createS3BlobStore(store, db);
  }
}
