import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { BlobTooLargeError, type BlobStore } from '../../src/blobs';
import { createDatabaseBlobStore } from '@commons/server-kernel/blobs/database-store';
import { createS3BlobStore, createS3Client } from '@commons/server-kernel/blobs/s3-store';
import type { DatabaseHandle } from '../../src/db/database';
import { blobs } from '../../src/db/schema';
import { bearer, signUp } from '../helpers/accounts';
import { testConfig } from '../helpers/build';
import { createTestDatabase } from '../helpers/database';
import { samples, uploadDocument } from '../helpers/documents';
import { useFakeS3 } from './s3-server';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const maxBytes = 8 * 1024 * 1024;

/** `bytes` as a stream of `chunkBytes`-sized pieces, as an upload arrives. */
async function* chunked(bytes: Buffer, chunkBytes = 64 * 1024) {
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) yield bytes.subarray(offset, offset + chunkBytes);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

// One fake S3 server and one database for the file (a PostgreSQL test database is reset per file).
const s3 = useFakeS3();
let database: DatabaseHandle;
let client: S3Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = createS3Client(s3.config);
});
afterAll(async () => {
  client?.destroy();
  await database?.close();
});

const objectSize = async (key: string) =>
  client
    .send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: `blobs/${key}` }))
    .then((head) => head.ContentLength)
    .catch(() => null);
const catalogue = async (key: string) => {
  const [row] = await database.db.select().from(blobs).where(eq(blobs.key, key));
  return row;
};

describe('S3 blob store', () => {
  let store: BlobStore;
  beforeAll(() => {
    store = createS3BlobStore(s3.config, database.db, client);
  });

  it('should store a blob under its sha256 in the bucket, catalogue it without bytes and read it back', async () => {
    const bytes = randomBytes(1000);
    const stored = await store.put(chunked(bytes, 100), { maxBytes });
    expect(stored).toEqual({ key: sha256(bytes), size: 1000 });
    expect(await objectSize(stored.key)).toBe(1000);
    expect(await catalogue(stored.key)).toMatchObject({ key: stored.key, size: 1000, bytes: null });
    expect(await store.has(stored.key)).toBe(true);
    expect(sha256(await readAll((await store.get(stored.key))!))).toBe(stored.key);
  });

  it('should keep one copy when the same bytes are stored twice', async () => {
    const bytes = randomBytes(500);
    const first = await store.put(chunked(bytes), { maxBytes });
    const second = await store.put(chunked(bytes), { maxBytes });
    expect(second).toEqual(first);
    const rows = await database.db.select().from(blobs).where(eq(blobs.key, first.key));
    expect(rows).toHaveLength(1);
  });

  it('should put the object back when a delete took it between the upload and the catalogue row', async () => {
    const bytes = randomBytes(300);
    const key = sha256(bytes);
    // A client whose first upload is followed at once by another request's delete of the object.
    let raced = false;
    const racing = {
      send: async (command: Parameters<S3Client['send']>[0]) => {
        const result = await client.send(command);
        if (command instanceof PutObjectCommand && !raced) {
          raced = true;
          await client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: `blobs/${key}` }));
        }
        return result;
      },
    } as S3Client;
    await createS3BlobStore(s3.config, database.db, racing).put(chunked(bytes), { maxBytes });
    expect(raced).toBe(true);
    expect(await objectSize(key)).toBe(300);
  });

  it('should delete both the object and the row, and take a missing key as no error', async () => {
    const { key } = await store.put(chunked(randomBytes(200)), { maxBytes });
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    expect(await objectSize(key)).toBeNull();
    expect(await catalogue(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('should answer null and false for a key it does not have', async () => {
    const key = sha256(randomBytes(16));
    expect(await store.get(key)).toBeNull();
    expect(await store.has(key)).toBe(false);
  });

  it('should say so when a catalogued blob has lost its object', async () => {
    const { key } = await store.put(chunked(randomBytes(100)), { maxBytes });
    await client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: `blobs/${key}` }));
    await expect(store.get(key)).rejects.toThrow(`blob ${key} is catalogued but its object blobs/${key} is missing`);
  });

  it('should have the database store say where a blob catalogued by the S3 store is', async () => {
    const { key } = await store.put(chunked(randomBytes(100)), { maxBytes });
    await expect(createDatabaseBlobStore(database.db).get(key)).rejects.toThrow(
      `blob ${key} is kept in an S3 bucket (BLOB_STORE=s3), not in the database`,
    );
  });

  it('should stream a multi-MB blob in and out', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const { key, size } = await store.put(chunked(bytes), { maxBytes });
    expect(size).toBe(bytes.length);
    const content = (await store.get(key))!;
    let chunks = 0;
    const hash = createHash('sha256');
    for await (const chunk of content) {
      chunks += 1;
      hash.update(chunk as Uint8Array);
    }
    expect(hash.digest('hex')).toBe(sha256(bytes));
    expect(chunks).toBeGreaterThan(1);
  });

  it('should store nothing of a blob over the limit or of a source that fails', async () => {
    const tooBig = randomBytes(2048);
    await expect(store.put(chunked(tooBig, 512), { maxBytes: 1024 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await objectSize(sha256(tooBig))).toBeNull();
    expect(await catalogue(sha256(tooBig))).toBeUndefined();

    const partial = randomBytes(1024);
    async function* interrupted() {
      yield partial;
      throw new Error('connection reset');
    }
    await expect(store.put(interrupted(), { maxBytes })).rejects.toThrow('connection reset');
    expect(await objectSize(sha256(partial))).toBeNull();
    expect(await catalogue(sha256(partial))).toBeUndefined();
  });
});

describe('identity documents with BLOB_STORE=s3', () => {
  const documentsUrl = '/api/api/user/individual/documents';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(await testConfig({ blobStore: { kind: 's3', ...s3.config } }), { database: database.db });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should keep an uploaded file in the bucket, serve it back and release it with its document', async () => {
    expect(app.blobs.kind).toBe('s3');
    const { user } = await signUp(app);
    const bytes = samples.png();
    const key = sha256(bytes);
    const uploaded = await uploadDocument(app, user.token, 'NATIONAL_ID', { name: 'id-card.png', type: 'image/png', bytes });
    expect(uploaded.statusCode).toBe(201);
    const { documentId } = uploaded.json<{ documentId: string }>();
    expect(await catalogue(key)).toMatchObject({ size: bytes.length, bytes: null });
    expect(await objectSize(key)).toBe(bytes.length);

    const file = await app.inject({ url: `${documentsUrl}/${documentId}/file`, headers: bearer(user.token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(sha256(file.rawPayload)).toBe(key);

    // A blob a document refers to stays, object and row, whoever asks to delete it.
    await expect(app.blobs.delete(key)).rejects.toThrow();
    expect(await objectSize(key)).toBe(bytes.length);

    const removed = await app.inject({ method: 'DELETE', url: `${documentsUrl}/${documentId}`, headers: bearer(user.token) });
    expect(removed.statusCode).toBe(200);
    expect(await catalogue(key)).toBeUndefined();
    expect(await objectSize(key)).toBeNull();
  });
});
