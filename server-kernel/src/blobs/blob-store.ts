import type { Readable } from 'node:stream';

/** What `put` stored: the content's key (sha256, hex) and its size in bytes. */
export interface StoredBlob {
  key: string;
  size: number;
}

export interface PutOptions {
  /** Refuse (throw `BlobTooLargeError`) once the stream passes this many bytes; nothing is stored. */
  maxBytes: number;
}

/** `put` read more than `maxBytes`: nothing was stored. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/**
 * Where the server keeps files that are not the site's own code: identity documents today,
 * published remote builds later (the releases issue). Content-addressed: a blob's key is the
 * sha256 of its bytes in hex, so storing the same bytes twice keeps one copy. The app gets one
 * store (`app.blobs`, plugins/external/blobs.ts) and serves a blob only through an
 * authenticated route; nothing here is under a static folder.
 */
export interface BlobStore {
  /** Which backend this is, for logs and the README's words. */
  readonly kind: 'database' | 's3';
  /**
   * Reads `source` to its end, hashing and counting as it goes, and stores it under its key.
   * A source that fails (an interrupted upload) or passes `maxBytes` leaves nothing stored.
   */
  put(source: AsyncIterable<Uint8Array>, options: PutOptions): Promise<StoredBlob>;
  /** The blob's bytes as a stream, or null when no blob has the key. */
  get(key: string): Promise<Readable | null>;
  has(key: string): Promise<boolean>;
  /** Removes the blob; a missing key is no error. Callers check their own references first. */
  delete(key: string): Promise<void>;
}
