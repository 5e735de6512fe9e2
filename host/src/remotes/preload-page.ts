import { preloadRemote } from '@module-federation/enhanced/runtime';
import { routeMatcher } from '@commons/shared/domain';
import { remotesReady, type Registry } from './registry';
import type { RemotePageId } from './remote-pages';

/** The remote page a page address shows in this registry (`/wallet?tab=2` -> `wallet/WalletPage`), or null. */
export function remotePageAt(registry: Registry, url: string): RemotePageId | null {
  const screens = registry.remotes.flatMap(({ name, screens }) => screens.map((screen) => ({ ...screen, id: `${name}/${screen.page}` as RemotePageId })));
  const path = routeMatcher(screens.map((screen) => screen.path))(url);
  return screens.find((screen) => screen.path === path)?.id ?? null;
}

/** Pages already being fetched in this page load. */
const preloading = new Set<string>();

/**
 * Starts fetching the remote page a page address shows: the registry, the remote's manifest and
 * container entry, and the page's own chunks, without running any of it; the page's load later
 * finds them in the browser's cache. Called before React has loaded for the address being
 * opened (index.ts), so the page's files arrive beside the shared libraries instead of after
 * them, and when a link is pointed at, so the next page is on its way before the click. A
 * failure is left to the page's own load, which reports it and shows Retry.
 */
export function preloadPage(url: string): void {
  remotesReady()
    .then((registry) => {
      const id = remotePageAt(registry, url);
      if (id === null || preloading.has(id)) return;
      preloading.add(id);
      const [remote, page] = id.split('/') as [string, string];
      return preloadRemote([{ nameOrAlias: remote, exposes: [`./${page}`] }]).catch(() => preloading.delete(id));
    })
    .catch(() => undefined);
}

/**
 * Props for a link to `to` that start fetching its page when the user points at it, focuses it
 * or touches it: the remote is on its way during the moment before the click.
 */
export function preloadOnIntent(to: string) {
  const preload = () => preloadPage(to);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
