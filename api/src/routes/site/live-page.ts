import { sitePageAt, type RemoteName } from '@commons/shared/domain';
import type { Serving } from '../../domains/releases/registry';

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
