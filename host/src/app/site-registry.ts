import { remotesReady, type Registry } from '../remotes/registry';

let pending: Promise<Registry | null> | null = null;
let settled: { registry: Registry | null } | null = null;

/**
 * The registry this page load's routes are built from, asked for once: the one the page
 * carries (an ordinary load), or this browser's canary or rollout registry; null when none can
 * be had, not even the last one this browser saw.
 */
export function siteRegistry(): Promise<Registry | null> {
  pending ??= remotesReady().then(
    (registry) => registry,
    () => null,
  ).then((registry) => {
    settled = { registry };
    return registry;
  });
  return pending;
}

/** The registry once it is known, so the first render need not wait a turn for it. */
export const settledRegistry = () => settled;
