import { remotesReady, type Registry } from '../remotes/registry';

let pending: Promise<Registry | null> | null = null;

/**
 * The release registry this page load's routes are built from, asked for once: the one the page
 * carries (an ordinary load), or this browser's canary or rollout registry; null when none can
 * be had, not even the last one this browser saw. One promise for the page load, as React's
 * `use` wants (it follows the promise's settling itself, so a later render reads it at once).
 */
export function pageLoadRegistry(): Promise<Registry | null> {
  pending ??= remotesReady().then(
    (registry) => registry,
    () => null,
  );
  return pending;
}
