import { loadAhead } from '../app/use-loaded';
import { loadRemotePage } from './load-remote-page';
import { remotePageAt } from './preload-page';
import { remotesReady } from './registry';

/** How long a page drawn in the HTML waits for its module before React draws the spinner over it. */
const waitAtMostMs = 10_000;

/**
 * Settles once the remote page drawn in the HTML (docs/performance.md, "come drawn in their HTML")
 * has its module, so React's first render draws the live page straight over it, instead of the
 * loading spinner between the two: on a slow phone that spinner replaced the whole page for a
 * second and moved it. At once when the HTML holds no drawn page; a failed load is left to the
 * page's own, which shows Retry.
 */
export async function prerenderedPageReady(container: HTMLElement, url = window.location.pathname): Promise<void> {
  if (!container.querySelector('.prerendered')) return;
  const registry = await remotesReady().catch(() => null);
  const id = registry && remotePageAt(registry, url);
  if (!id) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitAtMostMs);
  });
  await Promise.race([loadAhead(id, () => loadRemotePage(id)).catch(() => undefined), waited]);
  clearTimeout(timer);
}
