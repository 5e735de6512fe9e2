import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { blobs } from '../db/blobs';
import type { AnyDatabase } from '../db/open';
import type { S3StoreConfig } from '../env/blob-store';
import type { BlobStore } from './blob-store';
import { spool, type SpooledBlob } from './spool';

export function createS3Client(config: S3StoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
    // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every
    // S3-compatible server; `put` sends the sha256 it computed anyway, which S3 checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A blob store over an S3-compatible bucket. The bytes live in the bucket under
 * `<prefix><sha256>`; the `blobs` table stays the catalogue (key, size, null bytes) so the files'
 * owners keep their foreign keys to it. A catalogue row always has its object: `put` writes the
 * object before the row, and `delete` removes the object while it holds the row's delete, so a
 * row is never left pointing at nothing (an object left without a row is harmless).
 */
export function createS3BlobStore(config: S3StoreConfig, db: AnyDatabase, client = createS3Client(config)): BlobStore {
  const { bucket } = config;
  const objectKey = (key: string) => `${config.prefix}${key}`;

  const upload = (blob: SpooledBlob) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(blob.key),
        Body: createReadStream(blob.path),
        ContentLength: blob.size,
        ContentType: 'application/octet-stream',
        ChecksumSHA256: Buffer.from(blob.key, 'hex').toString('base64'),
      }),
    );

  const objectSize = async (key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    // S3 wants a PUT's length up front, so the source is spooled to a temporary file once
    // (hashed and counted on the way) rather than held in memory.
    async put(source, { maxBytes }) {
      return spool(source, maxBytes, async (blob) => {
        await upload(blob);
        await db.transaction(async (tx) => {
          await tx.insert(blobs).values({ key: blob.key, size: blob.size, bytes: null }).onConflictDoNothing();
          // Locked, the row cannot be deleted under us; a `delete` that committed between our
          // upload and this lock took the object with it, so it is put back.
          await tx.select({ key: blobs.key }).from(blobs).where(eq(blobs.key, blob.key)).for('update');
          if ((await objectSize(blob.key)) !== blob.size) await upload(blob);
        });
        return { key: blob.key, size: blob.size };
      });
    },
    async get(key) {
      const [row] = await db.select({ size: blobs.size }).from(blobs).where(eq(blobs.key, key));
      if (!row) return null;
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) })).catch((error: unknown) => {
        if (error instanceof NoSuchKey) {
          throw new Error(`blob ${key} is catalogued but its object ${objectKey(key)} is missing from bucket ${bucket}`);
        }
        throw error;
      });
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error(`blob ${key}: the S3 client returned no stream`);
      if (object.ContentLength !== row.size) {
        body.destroy();
        throw new Error(`blob ${key} is ${row.size} bytes in the catalogue but ${object.ContentLength} in bucket ${bucket}`);
      }
      return body;
    },
    async has(key) {
      const [row] = await db.select({ key: blobs.key }).from(blobs).where(eq(blobs.key, key));
      return row !== undefined;
    },
    async delete(key) {
      // The row goes first (a foreign key still referring to it fails here and keeps both);
      // the object goes before that delete commits, so a failed object delete keeps the row.
      await db.transaction(async (tx) => {
        await tx.delete(blobs).where(eq(blobs.key, key));
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      });
    },
  };
}
