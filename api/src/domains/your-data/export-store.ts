import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../config';
import type { BlobStore, StoredBlob } from '../../blobs';
import { capped } from '@commons/server-kernel/blobs/capped';

/** Where a finished export's ZIP is kept: put once, read by its download, deleted when it expires. */
export type ExportStore = Pick<BlobStore, 'put' | 'get' | 'delete'>;

/** Keys of ZIPs kept as files, told apart from the blob store's sha256 keys. */
const filePrefix = 'file:';

/** `$DATA_DIR/exports/<uuid>.zip`: the name is made here, so a key never leads outside the folder. */
function fileExportStore(folder: string): ExportStore {
  const fileOf = (key: string) => {
    const name = key.slice(filePrefix.length);
    if (!/^[0-9a-f-]{36}\.zip$/.test(name)) throw new Error(`not an export file key: ${key}`);
    return path.join(folder, name);
  };
  return {
    async put(source, { maxBytes }): Promise<StoredBlob> {
      await mkdir(folder, { recursive: true });
      const key = `${filePrefix}${randomUUID()}.zip`;
      let size = 0;
      try {
        await pipeline(
          source,
          capped(maxBytes, (chunk) => {
            size += chunk.length;
          }),
          createWriteStream(fileOf(key)),
        );
      } catch (error) {
        await rm(fileOf(key), { force: true });
        throw error;
      }
      return { key, size };
    },
    async get(key): Promise<Readable | null> {
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      return found ? createReadStream(file) : null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * The store of finished exports. With the embedded PGlite (one process, whose data lives in
 * `$DATA_DIR` anyway) and blobs in the database, a file in `$DATA_DIR/exports`: PGlite writes bytea
 * at about 1 MB/s here, which alone took 18 s of a five-year export's 30 (the budget is 10 s). With
 * PostgreSQL or S3, the blob store, which every instance reaches.
 */
export function exportStoreOf(config: Pick<AppConfig, 'databaseUrl' | 'blobStore' | 'dataDir'>, blobs: BlobStore): ExportStore {
  if (config.databaseUrl === null && config.blobStore.kind === 'database') return fileExportStore(path.join(config.dataDir, 'exports'));
  return blobs;
}
