import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@commons/shared/domain';
import type { ScreenInput } from '@commons/shared/schemas';
import { tempDir } from './temp-dirs';

export interface FakeBuildOptions {
  /** Where to write it; a new temporary folder by default. */
  dir?: string;
  /** The remote its `screens.json` names: by default the first word of `content` (`carbon 1.0.0`). */
  remote?: RemoteName;
  /** The screens it declares; none by default. */
  screens?: ScreenInput[];
}

const remoteOf = (content: string): RemoteName => {
  const first = content.split(' ', 1)[0];
  const remote = remoteNames.find((name) => name === first);
  if (!remote) throw new Error(`fakeBuild("${content}"): name the remote in options.remote`);
  return remote;
};

/** A fake remote build: a manifest, its screens and one chunk whose text makes builds differ. */
export async function fakeBuild(content: string, options: FakeBuildOptions = {}): Promise<string> {
  const root = options.dir ?? (await tempDir('dist'));
  await mkdir(path.join(root, 'static', 'js'), { recursive: true });
  await writeFile(path.join(root, 'mf-manifest.json'), JSON.stringify({ id: 'remote', content }));
  await writeScreens(root, options.remote ?? remoteOf(content), options.screens ?? []);
  await writeFile(path.join(root, 'static', 'js', 'remote.0a1b2c3d.js'), `export default ${JSON.stringify(content)};`);
  return root;
}

/** Writes the `screens.json` a remote's build publishes into `dir`. */
export const writeScreens = (dir: string, remote: RemoteName, screens: ScreenInput[]) =>
  writeFile(path.join(dir, 'screens.json'), JSON.stringify({ remote, screens }));
