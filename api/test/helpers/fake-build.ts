import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from './build';

/** A fake remote build: a manifest and one chunk whose text makes builds differ. */
export async function fakeBuild(content: string, dir?: string): Promise<string> {
  const root = dir ?? (await tempDir('dist'));
  await mkdir(path.join(root, 'static', 'js'), { recursive: true });
  await writeFile(path.join(root, 'mf-manifest.json'), JSON.stringify({ id: 'remote', content }));
  await writeFile(path.join(root, 'static', 'js', 'remote.0a1b2c3d.js'), `export default ${JSON.stringify(content)};`);
  return root;
}
