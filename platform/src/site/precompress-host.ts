import type { FastifyBaseLogger } from 'fastify';
import { precompressDir } from '../lib/precompress';

/**
 * Writes the `.br`/`.gz` copies of the host's build that are missing: all of them after a new
 * build (webpack's `clean` removes the old ones), none on a restart. A folder the server may
 * not write to (a read-only image) is served uncompressed rather than refused.
 */
export async function precompressHost(hostDist: string, log: FastifyBaseLogger): Promise<void> {
  try {
    const written = await precompressDir(hostDist, hostDist);
    if (written > 0) log.info({ hostDist, written }, 'compressed the host build');
  } catch (error) {
    log.warn({ err: error, hostDist }, 'could not write compressed copies of the host build; serving it uncompressed');
  }
}
