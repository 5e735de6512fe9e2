import type { BlobStore } from '@commons/server-kernel/blobs/blob-store';
import type { PlatformConfig } from './config';
import type { Database } from './db/database';

/** What the server hands the platform: its database, its blob store and its configuration. */
export interface PlatformDeps {
  db: Database;
  /** Where published remote files are kept, so every instance can serve them. */
  blobs: BlobStore;
  config: PlatformConfig;
}
