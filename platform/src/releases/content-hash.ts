import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../lib/list-files';
import { compressedVariants } from '../lib/precompress';

/**
 * sha256 over the sorted relative paths and bytes of every file, so the same build always gets
 * the same hash wherever it sits, and any renamed, added or changed file changes it. The
 * `.br`/`.gz` copies the deploy store writes beside its files are left out: a stored version
 * hashes the same as the build it was published from.
 */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = await listFiles(dir);
  const variants = compressedVariants(files);
  for (const file of files.filter((f) => !variants.has(f))) {
    const bytes = await readFile(path.join(dir, file));
    // Path and length delimit each file so no two different trees can feed the same stream.
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}
