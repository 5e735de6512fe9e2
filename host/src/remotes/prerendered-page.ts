import { prerenderedClass } from '@commons/shared/domain';
import { loadAhead } from '../app/use-loaded';
import { loadRemotePage } from './load-remote-page';
import { remotePageAt } from './preload-page';
import { remotesReady } from './registry';
import { withDeadline } from './with-deadline';

/** How long a page drawn in the HTML waits for its module before React draws the spinner over it. */
const waitAtMostMs = 10_000;

/**
 * Settles once the remote page drawn in the HTML (docs/performance.md, "come drawn in their HTML")
 * has its module, so React's first render draws the live page straight over it, instead of the
 * loading spinner between the two: on a slow phone that spinner replaced the whole page for a
 * second and moved it. At once when the HTML holds no drawn page; a failed load is kept for the
 * page's first render, which shows Retry (`loadAhead`).
 */
export async function prerenderedPageReady(container: HTMLElement, url = window.location.pathname): Promise<void> {
  if (!container.querySelector(`.${prerenderedClass}`)) return;
  const registry = await remotesReady().catch(() => null);
  const id = registry && remotePageAt(registry, url);
  if (!id) return;
  // Past the wait, or failed: React draws now (the spinner, or the failure's Retry).
  await withDeadline(loadAhead(id, () => loadRemotePage(id)), waitAtMostMs, 'drawn page waited long enough').catch(() => undefined);
}
