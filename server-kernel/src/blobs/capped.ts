import { BlobTooLargeError } from './blob-store';

/**
 * A pipeline step that passes a stream's chunks on, each one shown to `seen` first (to hash or
 * count it), and throws `BlobTooLargeError` at the chunk that would pass `maxBytes`, without
 * reading further.
 */
export function capped(maxBytes: number, seen: (chunk: Uint8Array) => void) {
  return async function* (chunks: AsyncIterable<Uint8Array>) {
    let size = 0;
    for await (const chunk of chunks) {
      if (size + chunk.length > maxBytes) throw new BlobTooLargeError(maxBytes);
      size += chunk.length;
      seen(chunk);
      yield chunk;
    }
  };
}
