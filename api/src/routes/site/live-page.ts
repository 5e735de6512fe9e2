import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sitePageAt, type RemoteName } from '@commons/shared/domain';
import { createDeployStore } from '../../domains/releases/deploy-store';
import type { Serving } from '../../domains/releases/registry';
import type { RemoteFilesService } from '../../domains/releases/remote-files';

/** Only a version as publish takes it goes into a path or a link's address. */
const safeVersion = /^[\w.+-]+$/;

export interface LivePage {
  name: RemoteName;
  version: string;
  /** The exposed page, `LoginPage`. */
  page: string;
}

/**
 * The remote page a site address shows, at the version every browser gets: null for the host's
 * own pages, a remote with no live version, and a remote with a rollout in progress (each
 * browser's version is decided in the browser). `remotes`: what each remote serves now.
 */
export function livePageAt(url: string, remotes: Serving[]): LivePage | null {
  const id = sitePageAt(url);
  if (id === null) return null;
  const [name, page] = id.split('/') as [RemoteName, string];
  const { live = null, rollout = null } = remotes.find((remote) => remote.name === name) ?? {};
  if (!live || rollout || !safeVersion.test(live.version)) return null;
  return { name, version: live.version, page };
}

/**
 * Memoises `work` per remote page and version: a published version never changes. A failure
 * counts as `fallback`, since what is worked out from a version's files only ever saves time.
 */
export function perVersion<T>(work: (at: LivePage) => Promise<T>, fallback: T) {
  const known = new Map<string, Promise<T>>();
  return (at: LivePage): Promise<T> => {
    const key = `${at.name}@${at.version}/${at.page}`;
    let result = known.get(key);
    if (!result) {
      result = work(at).catch(() => fallback);
      known.set(key, result);
    }
    return result;
  };
}

export interface LiveFilesDeps {
  remoteFiles: Pick<RemoteFilesService, 'ensureLocal'>;
  deployDir: string;
}

/**
 * Reads a file of a page's version as JSON (`file` relative to the version's folder), rebuilding
 * the version on this disk first when another instance published it; null when it is not
 * published. What the JSON holds is the caller's to check.
 */
export function liveJsonReader({ remoteFiles, deployDir }: LiveFilesDeps) {
  const store = createDeployStore(deployDir);
  return async ({ name, version }: LivePage, ...file: string[]): Promise<unknown> => {
    if (!(await remoteFiles.ensureLocal(name, version))) return null;
    return JSON.parse(await readFile(path.join(store.versionDir(name, version), ...file), 'utf8'));
  };
}
