import { rm } from 'node:fs/promises';
import { afterAll } from 'vitest';
import { tempDirs } from './temp-dirs';

// Setup file: runs in every test file, so each file removes the folders it made.
afterAll(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
