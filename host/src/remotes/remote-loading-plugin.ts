import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest and its entry script may take before the page gives up on them. */
export const manifestTimeoutMs = 10_000;
export const entryTimeoutMs = 10_000;

/**
 * The host's hooks into the federation runtime's own loading (registered in index.ts, before the
 * async boundary, which it may since it imports nothing shared, so page preloads are bound too):
 * - `fetch` bounds the manifest request, which would otherwise wait on a stalled server forever;
 * - `createScript` bounds the entry script (the runtime's default is 20 s);
 * - `errorLoadRemote` tells `onFailure` which remote failed, so the next load registers it again
 *   (the runtime keeps a failed manifest), and returns nothing, so the error reaches the page's
 *   boundary, which shows the fallback with Retry in the page area only.
 * The retry plugin is not used: it retries at once, inside one page load, while a remote that is
 * down stays down for longer than a user waits; Retry and the next navigation try again instead.
 */
export function remoteLoadingPlugin(onFailure: (remote: string) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'commons-remote-loading',
    fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(manifestTimeoutMs) }),
    createScript: () => ({ timeout: entryTimeoutMs }),
    errorLoadRemote({ id, error }) {
      const remote = id.split('/')[0] ?? id;
      console.warn(`${remote} could not be loaded`, error);
      onFailure(remote);
      return undefined;
    },
  };
}
