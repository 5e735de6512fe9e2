import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { blobs } from '../db/blobs';
import type { AnyDatabase } from '../db/open';
import type { BlobStore } from './blob-store';
import { collect } from './collect';

/** Bytes handed out per chunk when a stored blob is streamed back. */
const readChunkBytes = 256 * 1024;

/**
 * The default blob store: the `blobs` table, one row per distinct content (bytea). PostgreSQL
 * takes a bytea value whole, so `put` holds the file in memory once while it hashes it; the
 * row is written only after the whole source has arrived, so a failed source stores nothing.
 */
export function createDatabaseBlobStore(db: AnyDatabase): BlobStore {
  return {
    kind: 'database',
    async put(source, { maxBytes }) {
      const { key, size, bytes } = await collect(source, maxBytes);
      // The same content is the same key: a second copy is no new row.
      await db.insert(blobs).values({ key, size, bytes }).onConflictDoNothing({ target: blobs.key });
      return { key, size };
    },
    async get(key) {
      const [row] = await db.select({ bytes: blobs.bytes }).from(blobs).where(eq(blobs.key, key));
      if (!row) return null;
      const { bytes } = row;
      // A row without bytes was catalogued by the S3 store: its file is in the bucket, not here.
      if (bytes === null) throw new Error(`blob ${key} is kept in an S3 bucket (BLOB_STORE=s3), not in the database`);
      // Views over the one buffer, so streaming it back copies nothing.
      return Readable.from(
        (function* chunks() {
          for (let offset = 0; offset < bytes.length; offset += readChunkBytes) {
            yield bytes.subarray(offset, offset + readChunkBytes);
          }
        })(),
      );
    },
    async has(key) {
      const [row] = await db.select({ key: blobs.key }).from(blobs).where(eq(blobs.key, key));
      return row !== undefined;
    },
    async delete(key) {
      await db.delete(blobs).where(eq(blobs.key, key));
    },
  };
}
