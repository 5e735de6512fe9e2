import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { sitePageAt, type RemoteName } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { canaryParam } from '../../domains/releases/canary';
import { createDeployStore } from '../../domains/releases/deploy-store';
import { serving } from '../../domains/releases/registry';
import type { RemoteFilesService } from '../../domains/releases/remote-files';

/** What a page's hints need of a published version's `mf-manifest.json`. */
const ManifestSchema = v.object({
  metaData: v.object({ remoteEntry: v.object({ name: v.string() }) }),
  exposes: v.array(v.object({ name: v.string(), assets: v.object({ js: v.object({ sync: v.array(v.string()) }) }) })),
});

/** Only file names a build writes, and versions as publish takes them, go into a link's address. */
const safeFile = /^[\w.+-]+$/;

const preload = (as: 'fetch' | 'script', href: string) =>
  `<link rel=preload as=${as}${as === 'fetch' ? ' crossorigin' : ''} href=${href}>`;

export interface PageHintsDeps {
  db: Database;
  remoteFiles: Pick<RemoteFilesService, 'ensureLocal'>;
  deployDir: string;
}

/**
 * The `<link rel=preload>` tags for the remote page a site address shows, at its live version:
 * the manifest, the container entry and the page's own chunks. The host would learn them only
 * after its scripts ran and the registry and the manifest came back, three round trips later
 * (issue 16); named in the HTML, they download beside the host's scripts, and the federation
 * runtime then finds them in the browser's cache. None while the remote has a rollout in
 * progress (this browser's version is decided in the browser), for an address that starts a
 * canary, for the host's own pages, or when the version's manifest cannot be read: hints only
 * ever save time, never decide anything.
 */
export function createPageHints({ db, remoteFiles, deployDir }: PageHintsDeps) {
  const store = createDeployStore(deployDir);
  /** Versions never change, so a page's tags at a version are worked out once. */
  const known = new Map<string, Promise<string>>();

  async function tagsOf(name: RemoteName, version: string, page: string): Promise<string> {
    if (!safeFile.test(version) || !(await remoteFiles.ensureLocal(name, version))) return '';
    const manifest = v.parse(ManifestSchema, JSON.parse(await readFile(path.join(store.versionDir(name, version), 'mf-manifest.json'), 'utf8')));
    // The address the registry gives the browser (remote-registry.ts), so the runtime's requests match.
    const base = `/remotes/${name}/${version}/`;
    const files = [manifest.metaData.remoteEntry.name, ...(manifest.exposes.find((e) => e.name === page)?.assets.js.sync ?? [])];
    return [preload('fetch', `${base}mf-manifest.json`), ...files.filter((file) => safeFile.test(file)).map((file) => preload('script', base + file))].join('');
  }

  return async function pageHints(url: string): Promise<string> {
    const id = sitePageAt(url);
    if (id === null || new URL(url, 'http://site').searchParams.has(canaryParam)) return '';
    const [name, page] = id.split('/') as [RemoteName, string];
    const [{ live, rollout } = { live: null, rollout: null }] = await serving(db, [name]);
    if (!live || rollout) return '';
    const key = `${name}@${live.version}/${page}`;
    let tags = known.get(key);
    if (!tags) {
      tags = tagsOf(name, live.version, page).catch(() => '');
      known.set(key, tags);
    }
    return tags;
  };
}
