import { remotesReady, type Registry } from '../remotes/registry';

let pending: Promise<Registry | null> | null = null;

/**
 * The registry this page load's routes are built from, asked for once: the one the page
 * carries (an ordinary load), or this browser's canary or rollout registry; null when none can
 * be had, not even the last one this browser saw.
 */
export function siteRegistry(): Promise<Registry | null> {
  const asked: Promise<Registry | null> = (pending ??= remotesReady()
    .then(
      (registry) => registry,
      () => null,
    )
    .then((registry) => {
      // Marked as React's `use` marks a promise it has seen settle, so a render after this reads
      // the registry at once instead of waiting a turn (the first render of an ordinary page).
      Object.assign(asked, { status: 'fulfilled', value: registry });
      return registry;
    }));
  return asked;
}
