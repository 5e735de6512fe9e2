// Bench only: stands in for the host's app/page-load-registry.ts in the one-bundle build, whose
// server publishes no remote. The routes come from the remotes' declarations, compiled in, as a
// registry of every remote at the version its source declares.
import { screens as account } from '../../mfe-account/src/screens';
import { screens as admin } from '../../mfe-admin/src/screens';
import { screens as carbon } from '../../mfe-carbon/src/screens';
import { screens as console } from '../../mfe-console/src/screens';
import { screens as wallet } from '../../mfe-wallet/src/screens';
import type { Registry } from '../../host/src/remotes/registry';

const registry = {
  remotes: [account, carbon, wallet, admin, console].map(({ remote, screens }) => ({
    name: remote,
    version: 'one-bundle',
    entry: '',
    channel: 'live' as const,
    screens: screens.map((screen) => ({ ...screen })),
  })),
} as Registry;

/** Settled from the start, marked as React's `use` marks a promise it has seen resolve (as the host's is). */
const settled = Object.assign(Promise.resolve<Registry | null>(registry), { status: 'fulfilled', value: registry });
export const pageLoadRegistry = (): Promise<Registry | null> => settled;

/** tsc checks here that this module has every export of the one it replaces, with compatible types. */
const _sameExports: typeof import('../../host/src/app/page-load-registry') = { pageLoadRegistry };
