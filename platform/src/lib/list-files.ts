import { readdir } from 'node:fs/promises';
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
