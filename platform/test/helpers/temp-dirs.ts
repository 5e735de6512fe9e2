import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Temporary folders of the running test file, removed after it (temp-cleanup.ts; the API's removes them too). */
export const tempDirs: string[] = [];

export async function tempDir(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `commons-${label}-`));
  tempDirs.push(dir);
  return dir;
}
