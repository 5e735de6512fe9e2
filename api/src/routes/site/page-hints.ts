import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { sitePageAt, type RemoteName } from '@commons/shared/domain';
import { createDeployStore } from '../../domains/releases/deploy-store';
import type { Serving } from '../../domains/releases/registry';
import type { RemoteFilesService } from '../../domains/releases/remote-files';

/** What a page's hint needs of a published version's `mf-manifest.json`: that it exposes the page. */
const ManifestSchema = v.object({ exposes: v.array(v.object({ name: v.string() })) });

/** Only a version as publish takes it goes into a link's address. */
const safeVersion = /^[\w.+-]+$/;

/** As the runtime fetches a manifest: `fetch(url)`, CORS mode, same-origin credentials. */
const preload = (href: string) => `<link rel=preload as=fetch crossorigin href=${href}>`;

export interface PageHintsDeps {
  remoteFiles: Pick<RemoteFilesService, 'ensureLocal'>;
  deployDir: string;
}

/**
 * The `<link rel=preload>` of the remote page a site address shows, at its live version: its
 * remote's manifest. The host would ask for it only after its scripts ran and the registry came
 * back (issue 16); named in the HTML, it downloads beside the host's scripts, and the federation
 * runtime then finds it in the browser's cache. None while the remote has a rollout in progress
 * (this browser's version is decided in the browser), for the host's own pages (the caller
 * asks for none for an address that starts a canary), or when the version's manifest cannot be read or lacks the page: hints
 * only ever save time, never decide anything.
 */
export function createPageHints({ remoteFiles, deployDir }: PageHintsDeps) {
  const store = createDeployStore(deployDir);
  /** Versions never change, so a page's hint at a version is worked out once. */
  const known = new Map<string, Promise<string>>();

  async function hintOf(name: RemoteName, version: string, page: string): Promise<string> {
    if (!safeVersion.test(version) || !(await remoteFiles.ensureLocal(name, version))) return '';
    const file = path.join(store.versionDir(name, version), 'mf-manifest.json');
    const manifest = v.parse(ManifestSchema, JSON.parse(await readFile(file, 'utf8')));
    if (!manifest.exposes.some((e) => e.name === page)) return '';
    // The manifest only. A preload that fails is handed, failed, to a later request for its file
    // in the page (measured in Chromium with the container entry and the page's chunks), so with
    // a remote down, Retry could never load them again without a reload; the manifest is fetched
    // afresh when the host registers a failed remote again. The host's own preload
    // (remotes/preload-page.ts) fetches the entry and the page's chunks as soon as it runs.
    // The address the registry gives the browser (remote-registry.ts), so the runtime's request matches.
    return preload(`/remotes/${name}/${version}/mf-manifest.json`);
  }

  /** `remotes`: what each remote serves now (the caller reads it once per page, `serving`). */
  return async function pageHints(url: string, remotes: Serving[]): Promise<string> {
    const id = sitePageAt(url);
    if (id === null) return '';
    const [name, page] = id.split('/') as [RemoteName, string];
    const { live = null, rollout = null } = remotes.find((remote) => remote.name === name) ?? {};
    if (!live || rollout) return '';
    const key = `${name}@${live.version}/${page}`;
    let tags = known.get(key);
    if (!tags) {
      tags = hintOf(name, live.version, page).catch(() => '');
      known.set(key, tags);
    }
    return tags;
  };
}
