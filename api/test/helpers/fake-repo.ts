import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from './build';
import { fakeBuild } from './fake-build';

/** A workspace root holding `mfe-<name>/package.json` and a built `mfe-<name>/dist`. */
export async function fakeRepo(name: string, version: string, content: string): Promise<string> {
  const root = await tempDir('repo');
  await mkdir(path.join(root, `mfe-${name}`));
  await writeFile(path.join(root, `mfe-${name}`, 'package.json'), JSON.stringify({ name: `@commons/mfe-${name}`, version }));
  await fakeBuild(content, path.join(root, `mfe-${name}`, 'dist'));
  return root;
}
