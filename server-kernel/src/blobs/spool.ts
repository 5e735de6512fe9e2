import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoredBlob } from './blob-store';
import { capped } from './capped';

/** A stream's bytes written to a temporary file, with their key and size. */
export interface SpooledBlob extends StoredBlob {
  path: string;
}

/**
 * Writes `source` to a file in a fresh temporary folder while hashing and counting it, hands the
 * file to `use`, and removes the folder afterwards whatever happens, so the store never holds a
 * file in memory and never leaves one on disk. Throws `BlobTooLargeError` past `maxBytes` without
 * reading further.
 */
export async function spool<T>(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
  use: (blob: SpooledBlob) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'commons-blob-'));
  try {
    const file = path.join(dir, 'content');
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      source,
      capped(maxBytes, (chunk) => {
        hash.update(chunk);
        size += chunk.length;
      }),
      createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
    return await use({ key: hash.digest('hex'), size, path: file });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
