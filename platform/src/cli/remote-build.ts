import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@commons/shared/domain';

/** Where the remote's team builds it: `mfe-<name>/dist`. */
export const remoteBuildDir = (repoRoot: string, name: RemoteName) => path.join(repoRoot, `mfe-${name}`, 'dist');

/** The version in `mfe-<name>/package.json`, the default version to publish under. */
export async function remotePackageVersion(repoRoot: string, name: RemoteName): Promise<string> {
  const file = path.join(repoRoot, `mfe-${name}`, 'package.json');
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`Cannot read ${file}`);
  });
  const { version } = JSON.parse(text) as { version?: unknown };
  if (typeof version !== 'string' || !version) throw new Error(`${file} has no version`);
  return version;
}
