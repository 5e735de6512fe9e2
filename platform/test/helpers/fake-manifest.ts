import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SharedLibrary } from '../../src/releases/shared-manifest';

/** A singleton entry as Module Federation writes it in `mf-manifest.json`. */
export const singleton = (name: string, version: string, requiredVersion = `^${version}`): SharedLibrary => ({
  name,
  version,
  singleton: true,
  requiredVersion,
});

/** Sets the `shared` list of the `mf-manifest.json` in `dir` (a fake remote or host build). */
export async function writeShared(dir: string, shared: SharedLibrary[]): Promise<void> {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8').catch(() => '{"id":"host"}')) as object;
  await writeFile(file, JSON.stringify({ ...manifest, shared }));
}
