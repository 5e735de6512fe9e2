import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LoadOutcome, RemoteName } from '@commons/shared/domain';
import { markDrawn } from './drawn-remotes';
import { healthReporter, type HealthReporter } from './health-reporter';
import { failed, markFailed, running } from './remote-failures';
import { registryEntryOf, remotesReady, reregisterRemote } from './registry';
import type { RemotePageId } from './remote-pages';
import { RemoteLoadError, remoteOf, type RemotePageModule } from './remote-page-module';
import { reportedOnMount } from './reported-page';
import { withDeadline } from './with-deadline';

export { RemoteLoadError, remoteOf, type RemotePageModule } from './remote-page-module';

/**
 * The most one page's load may take: manifest and entry have their own shorter bounds (the
 * runtime plugin) and chunks theirs (webpack's chunkLoadTimeout); this catches whatever else
 * stalls, so the page shows Retry rather than a spinner forever.
 */
export const pageLoadDeadlineMs = 30_000;

/**
 * Reports one page load of `remote` to the health endpoint, with the version this tab runs; a
 * loaded page's version also gets this page view's web vitals.
 */
export function reportLoad(remote: RemoteName, outcome: LoadOutcome, startedAt: number, reporter: HealthReporter = healthReporter) {
  const entry = registryEntryOf(remote);
  if (!entry) return;
  reporter.report({ remote, version: entry.version, outcome, ms: performance.now() - startedAt });
  if (outcome === 'loaded') markDrawn(remote, entry.version);
}

/**
 * Loads one remote page through Module Federation, once the registry is registered, and reports
 * how it went: `loaded` when the page first renders, `load-failed` when it cannot be loaded.
 */
export async function loadRemotePage(id: RemotePageId, deadlineMs = pageLoadDeadlineMs): Promise<RemotePageModule> {
  const startedAt = performance.now();
  const remote = remoteOf(id);
  try {
    await remotesReady();
    if (failed.delete(remote)) reregisterRemote(remote);
    const module = await withDeadline(loadRemote<RemotePageModule>(id), deadlineMs, `no answer within ${deadlineMs / 1000} s`);
    running.add(remote);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return { default: reportedOnMount(module.default, () => reportLoad(remote, 'loaded', startedAt)) };
  } catch (error) {
    markFailed(remote);
    reportLoad(remote, 'load-failed', startedAt);
    throw new RemoteLoadError(id, error);
  }
}
