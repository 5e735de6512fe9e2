// Bench only (bench/README.md, "One bundle"): in the one-bundle build (webpack.config.js beside
// this file) this module replaces the host's remotes/load-remote-page.ts. Every page a remote
// declares is imported directly from its source, each its own lazy chunk, so the same pages load
// without federation and the bench can put the federated bytes beside these. Never part of the
// site's build: the host's own sources import no remote.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the carbon pages read its build constant
/// <reference path="../../mfe-carbon/src/build-constants.d.ts" />
import { RemoteLoadError, remoteOf, type RemotePageModule } from '../../host/src/remotes/remote-page-module';
import type { RemotePageId } from '../../host/src/remotes/remote-pages';

/** The exports of remotes/load-remote-page.ts that the rest of the host uses, same names and shapes. */
export { RemoteLoadError, remoteOf, type RemotePageModule } from '../../host/src/remotes/remote-page-module';

type Federated = typeof import('../../host/src/remotes/load-remote-page');

export const pageLoadDeadlineMs = 30_000;

/** `ImpactPage` -> `impact-page`, the module a remote exposes a page from. */
const pageModule = (page: string) => page.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

/** No federation, so no load to report to the health endpoint. */
export const reportLoad: Federated['reportLoad'] = () => {};

/** `carbon/ImpactPage` -> `mfe-carbon/src/exposed/impact-page.tsx`, as the remote's build exposes it. */
export async function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  const [remote, page] = id.split('/') as [string, string];
  try {
    return (await import(
      /* webpackExclude: /\.test\.tsx$/ */ `../../mfe-${remote}/src/exposed/${pageModule(page)}.tsx`
    )) as RemotePageModule;
  } catch (error) {
    throw new RemoteLoadError(id, error);
  }
}

/** tsc checks here that this module has every export of the loader it replaces, with compatible types. */
const _sameExports: Federated = {
  pageLoadDeadlineMs,
  RemoteLoadError,
  remoteOf,
  reportLoad,
  loadRemotePage,
};
