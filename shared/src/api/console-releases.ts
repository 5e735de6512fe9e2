import { consoleApi } from '@commons/shared/contract';
import type { RemoteName } from '@commons/shared/domain';
import type { ActivateRelease, FreezeReason, ReleaseReason, RolloutRelease, SwitchHistoryQueryInput } from '@commons/shared/schemas';
import { callConsole } from './client';

/** Query keys of the console's Releases screen; every switch refreshes both. */
export const releaseQueryKeys = {
  board: ['console', 'releases', 'board'] as const,
  history: (query: SwitchHistoryQueryInput) => ['console', 'releases', 'history', query] as const,
  all: ['console', 'releases'] as const,
};

/** Every remote: live version, rollout, the health gate's hold or abort, each version's loads and web vitals. */
export const getReleaseBoard = (options?: { signal?: AbortSignal }) => callConsole(consoleApi.releaseBoard, {}, options);

/** One numbered page of the remotes' switches, sorted and filtered as asked (newest first unless asked). */
export const getReleaseHistory = (query: SwitchHistoryQueryInput, options?: { signal?: AbortSignal }) =>
  callConsole(consoleApi.releaseHistory, { query }, options);

/** Makes a published version of `remote` live for everyone. */
export const activateRelease = (remote: RemoteName, body: ActivateRelease) => callConsole(consoleApi.activateRelease, { params: { remote }, body });

/** Rolls `remote` back to the version live before the current one. */
export const rollbackRelease = (remote: RemoteName, body: ReleaseReason) => callConsole(consoleApi.rollbackRelease, { params: { remote }, body });

/** Starts a rollout of a version of `remote` to a share of browsers, or changes the share. */
export const rolloutRelease = (remote: RemoteName, body: RolloutRelease) => callConsole(consoleApi.rolloutRelease, { params: { remote }, body });

/** Makes the rollout's version of `remote` live for everyone. */
export const promoteRelease = (remote: RemoteName, body: ReleaseReason) => callConsole(consoleApi.promoteRelease, { params: { remote }, body });

/** Stops the rollout of `remote`. */
export const abortRelease = (remote: RemoteName, body: ReleaseReason) => callConsole(consoleApi.abortRelease, { params: { remote }, body });

/** Freezes `remote`: every switch of it is refused until it is unfrozen. */
export const freezeRelease = (remote: RemoteName, body: FreezeReason) => callConsole(consoleApi.freezeRelease, { params: { remote }, body });

/** Ends the freeze of `remote`. */
export const unfreezeRelease = (remote: RemoteName, body: FreezeReason) => callConsole(consoleApi.unfreezeRelease, { params: { remote }, body });
