import type { Database } from '../db/database';
import type { AppConfig } from '../config';
import type { BlobStore } from '@commons/server-kernel/blobs/blob-store';
import { createBlobStore as createStore } from '@commons/server-kernel/blobs/create-blob-store';

export { BlobTooLargeError, type BlobStore, type PutOptions, type StoredBlob } from '@commons/server-kernel/blobs/blob-store';

/** The configured blob store (`BLOB_STORE`, see config.ts): the kernel's, over the server's database. */
export const createBlobStore = (config: Pick<AppConfig, 'blobStore'>, db: Database): BlobStore => createStore(config, db);
