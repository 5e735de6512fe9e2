import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@commons/shared/domain';
import { createDeployStore } from '../releases/deploy-store';
import type { Serving } from '../releases/serving';
import type { RemoteFilesService } from '../releases/remote-files';
import type { PageAt } from './site-screens';

/** Only a version as publish takes it goes into a path or a link's address. */
const safeVersion = /^[\w.+-]+$/;

export interface LivePage {
  name: RemoteName;
  version: string;
  /** The exposed page, `LoginPage`. */
  page: string;
  /** Whether its screen asks to be drawn at build time (the build wrote `prerender/<page>.json`). */
  prerender: boolean;
}

/**
 * The remote page a site page shows, at the version every browser gets: null for the host's
 * own pages, a screen only a rollout or a canary declares, and a remote with a rollout in
 * progress (each browser's version is decided in the browser). `remotes`: what each remote serves now.
 */
export function livePageAt(at: PageAt | null, remotes: Serving[]): LivePage | null {
  if (at === null || at.owner === 'host' || at.channel !== 'live') return null;
  const { owner: name, version, screen } = at;
  if (remotes.find((remote) => remote.name === name)?.rollout || !safeVersion.test(version)) return null;
  return { name, version, page: screen.page, prerender: screen.prerender === true };
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
