import { rm } from 'node:fs/promises';
import { afterAll } from 'vitest';
import { tempDirs as platformTempDirs } from '../../../platform/test/helpers/temp-dirs';
import { tempDirs } from './temp-dirs';

// Setup file: runs in every test file, so each file removes the folders it made (with the
// platform's helpers too: fakeBuild and fakeHostDist make theirs there).
afterAll(async () => {
  await Promise.all([...tempDirs.splice(0), ...platformTempDirs.splice(0)].map((dir) => rm(dir, { recursive: true, force: true })));
});
