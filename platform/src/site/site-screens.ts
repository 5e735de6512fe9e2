import { routeMatcher, type RemoteName } from '@commons/shared/domain';
import type { Screen } from '@commons/shared/schemas';
import { parseCanaries, type Canary } from '../releases/canary';
import type { HostPage } from '../releases/host-pages';
import type { Serving } from '../releases/serving';
import type { VersionScreens } from '../releases/version-screens';

/** The page a site address shows: one of the host's own, or a screen of a served version. */
export type PageAt =
  | { owner: 'host'; page: HostPage }
  | { owner: RemoteName; version: string; channel: 'live' | 'rollout' | 'canary'; screen: Screen };

export interface SiteScreensDeps {
  hostPages: () => Promise<HostPage[]>;
  versionScreens: VersionScreens;
}

/**
 * The versions whose screens a request may show: the canaries it names (when published, else
 * they read as unpublished and show nothing), each live version, and each rollout's while it
 * runs, since only the browser knows its bucket. The first to declare a path names the page.
 */
const versionsFor = (remotes: Serving[], canaries: Canary[]) => [
  ...canaries.filter(({ devUrl }) => !devUrl).map(({ name, version }) => ({ name, version, channel: 'canary' as const })),
  ...remotes.flatMap(({ name, live }) => (live ? [{ name, version: live.version, channel: 'live' as const }] : [])),
  ...remotes.flatMap(({ name, rollout }) => (rollout ? [{ name, version: rollout.version, channel: 'rollout' as const }] : [])),
];

/** Finds the page of a site address among the host's pages and the screens served for it. */
export function createSiteScreens({ hostPages, versionScreens }: SiteScreensDeps) {
  return async function pageAt(url: string, remotes: Serving[], canaries: Canary[]): Promise<PageAt | null> {
    const host = await hostPages();
    const hostPath = routeMatcher(host.map((page) => page.path))(url);
    const page = host.find((p) => p.path === hostPath);
    if (page) return { owner: 'host', page };
    const served = await Promise.all(
      versionsFor(remotes, canaries).map(async (at) => ({ ...at, screens: (await versionScreens(at.name, at.version)) ?? [] })),
    );
    for (const { name, version, channel, screens } of served) {
      const path = routeMatcher(screens.map((screen) => screen.path))(url);
      const screen = screens.find((s) => s.path === path);
      if (screen) return { owner: name, version, channel, screen };
    }
    return null;
  };
}

/**
 * The canaries a page's address names (`?remote=carbon@1.3.0`); none when it names them wrongly,
 * since the registry refuses those to the browser in its own words.
 */
export function pageCanaries(url: string, allowDev: boolean): Canary[] {
  const remote = new URL(url, 'http://site').searchParams.getAll('remote');
  try {
    return parseCanaries({ remote }, allowDev);
  } catch {
    return [];
  }
}
