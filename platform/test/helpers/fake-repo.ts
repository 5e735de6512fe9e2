import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@commons/shared/domain';
import { tempDir } from './temp-dirs';
import { fakeBuild } from './fake-build';

/** A workspace root holding `mfe-<name>/package.json` and a built `mfe-<name>/dist`. */
export async function fakeRepo(name: RemoteName, version: string, content: string): Promise<string> {
  const root = await tempDir('repo');
  await mkdir(path.join(root, `mfe-${name}`));
  await writeFile(path.join(root, `mfe-${name}`, 'package.json'), JSON.stringify({ name: `@commons/mfe-${name}`, version }));
  await fakeBuild(content, { dir: path.join(root, `mfe-${name}`, 'dist'), remote: name });
  return root;
}
