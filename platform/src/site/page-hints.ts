import * as v from 'valibot';
import type { Serving } from '../releases/serving';
import { liveJsonReader, livePageAt, perVersion, type LiveFilesDeps, type LivePage } from './live-page';
import type { PageAt } from './site-screens';

/** What a page's hint needs of a published version's `mf-manifest.json`: that it exposes the page. */
const ManifestSchema = v.object({ exposes: v.array(v.object({ name: v.string() })) });

/** As the runtime fetches a manifest: `fetch(url)`, CORS mode, same-origin credentials. */
const preload = (href: string) => `<link rel=preload as=fetch crossorigin href=${href}>`;

/**
 * The `<link rel=preload>` of the remote page a site address shows, at its live version: its
 * remote's manifest. The host would ask for it only after its scripts ran and the registry came
 * back; named in the HTML (docs/performance.md), it downloads beside the host's scripts, and the
 * federation runtime then finds it in the browser's cache. None while the remote has a rollout in
 * progress (this browser's version is decided in the browser), for the host's own pages (the caller
 * asks for none for an address that starts a canary), or when the version's manifest cannot be read
 * or lacks the page: hints only ever save time, never decide anything.
 */
export function createPageHints(deps: LiveFilesDeps) {
  const readJson = liveJsonReader(deps);

  async function hintOf(at: LivePage): Promise<string> {
    const { name, version, page } = at;
    const json = await readJson(at, 'mf-manifest.json');
    if (json === null) return '';
    const manifest = v.parse(ManifestSchema, json);
    if (!manifest.exposes.some((e) => e.name === page)) return '';
    // The manifest only. A preload that fails is handed, failed, to a later request for its file
    // in the page (measured in Chromium with the container entry and the page's chunks), so with
    // a remote down, Retry could never load them again without a reload; the manifest is fetched
    // afresh when the host registers a failed remote again. The host's own preload
    // (remotes/preload-page.ts) fetches the entry and the page's chunks as soon as it runs.
    // The address the registry gives the browser (remote-registry.ts), so the runtime's request matches.
    return preload(`/remotes/${name}/${version}/mf-manifest.json`);
  }

  const hintAt = perVersion(hintOf, '');

  /** `remotes`: what each remote serves now (the caller reads it once per page, `serving`). */
  return async function pageHints(pageAt: PageAt | null, remotes: Serving[]): Promise<string> {
    const at = livePageAt(pageAt, remotes);
    return at ? hintAt(at) : '';
  };
}
