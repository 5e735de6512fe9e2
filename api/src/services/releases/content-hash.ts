import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every regular file under `dir`, as sorted relative paths with forward slashes. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
    else throw new Error(`${path.join(dir, relative)} is neither a file nor a folder`);
  }
  return files.sort();
}

/**
 * sha256 over the sorted relative paths and bytes of every file, so the same build always gets
 * the same hash wherever it sits, and any renamed, added or changed file changes it.
 */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    const bytes = await readFile(path.join(dir, file));
    // Path and length delimit each file so no two different trees can feed the same stream.
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}
