import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// Apart from build.ts so that the setup file (temp-cleanup.ts), which every test file runs, does
// not load the whole app into the files that never build it.

/** Temporary folders of the running test file, removed after it (see temp-cleanup.ts). */
export const tempDirs: string[] = [];

export async function tempDir(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `commons-${label}-`));
  tempDirs.push(dir);
  return dir;
}
