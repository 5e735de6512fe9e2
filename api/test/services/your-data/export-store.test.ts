import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BlobTooLargeError, type BlobStore } from '../../../src/blobs';
import { exportStoreOf } from '../../../src/domains/your-data/export-store';
import { tempDir } from '../../helpers/build';

/** The store PGlite with database blobs uses: files under `$DATA_DIR/exports`, never the blob store. */
async function fileStore() {
  const dataDir = await tempDir('export-store');
  const unused = {} as BlobStore;
  const store = exportStoreOf({ databaseUrl: null, blobStore: { kind: 'database' }, dataDir }, unused);
  return { store, folder: path.join(dataDir, 'exports') };
}

describe('the export store of PGlite (files in $DATA_DIR/exports)', () => {
  it('should keep a ZIP as a file, read it back and delete it', async () => {
    const { store, folder } = await fileStore();
    const stored = await store.put(Readable.from([Buffer.from('PK one'), Buffer.from(' two')]), { maxBytes: 10 });
    expect(stored).toMatchObject({ key: expect.stringMatching(/^file:[0-9a-f-]{36}\.zip$/), size: 10 });
    expect(Buffer.concat(await (await store.get(stored.key))!.toArray()).toString()).toBe('PK one two');
    await store.delete(stored.key);
    expect(await store.get(stored.key)).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('should refuse a ZIP past its limit and leave no file behind', async () => {
    const { store, folder } = await fileStore();
    await expect(store.put(Readable.from([Buffer.from('PK one'), Buffer.from(' two!')]), { maxBytes: 10 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(await readdir(folder)).toEqual([]);
  });

  it('should refuse a key that is not one of its own file names', async () => {
    const { store } = await fileStore();
    await expect(store.get('file:../../etc/passwd')).rejects.toThrow('not an export file key');
  });
});
