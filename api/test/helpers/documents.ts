import { createHash, randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { blobs, identityDocuments } from '../../src/db/schema';
import { bearer } from './accounts';

/** Small real-looking files of each accepted type (their leading bytes are what the server checks). */
export const samples = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64), Buffer.from('\n%%EOF\n')]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]),
};

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body: the `kind` field (when given) then the `file` part, as the screen sends them. */
export function multipartBody(kind: string | null, file: FilePart | null) {
  const boundary = `----commons${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (kind !== null) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /user/individual/documents as `token`. */
export function uploadDocument(app: FastifyInstance, token: string, kind: string | null, file: FilePart | null) {
  const { payload, contentType } = multipartBody(kind, file);
  return app.inject({
    method: 'POST',
    url: '/api/api/user/individual/documents',
    payload,
    headers: { ...bearer(token), 'content-type': contentType },
  });
}

/** How many rows the blob store and the documents table hold: "nothing stored" is both unchanged. */
export async function storedCounts(db: Database) {
  const [blobRows] = await db.select({ n: count() }).from(blobs);
  const [documentRows] = await db.select({ n: count() }).from(identityDocuments);
  return { blobs: blobRows?.n ?? 0, documents: documentRows?.n ?? 0 };
}
