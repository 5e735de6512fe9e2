import { createHash } from 'node:crypto';
import { BlobTooLargeError, type StoredBlob } from './blob-store';

/** A stream's bytes in one buffer with their key and size. */
export interface CollectedBlob extends StoredBlob {
  bytes: Buffer;
}

/**
 * Reads `source` into one buffer while hashing it. The buffer grows by doubling and each chunk
 * is copied in as it arrives, so the file is held once (plus one chunk), never as a list of
 * chunks and their concatenation side by side. Throws `BlobTooLargeError` past `maxBytes`
 * without reading further.
 */
export async function collect(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<CollectedBlob> {
  const hash = createHash('sha256');
  let buffer = Buffer.alloc(Math.min(64 * 1024, maxBytes + 1));
  let size = 0;
  for await (const chunk of source) {
    if (size + chunk.length > maxBytes) throw new BlobTooLargeError(maxBytes);
    if (size + chunk.length > buffer.length) {
      const grown = Buffer.alloc(Math.min(Math.max(buffer.length * 2, size + chunk.length), maxBytes));
      buffer.copy(grown, 0, 0, size);
      buffer = grown;
    }
    buffer.set(chunk, size);
    hash.update(chunk);
    size += chunk.length;
  }
  return { key: hash.digest('hex'), size, bytes: buffer.subarray(0, size) };
}
