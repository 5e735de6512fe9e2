import {
  ActivateReleaseSchema,
  FreezeReasonSchema,
  ReleaseBoardSchema,
  ReleaseReasonSchema,
  ReleaseRemoteParamsSchema,
  RolloutReleaseSchema,
  SwitchHistoryPageSchema,
  SwitchHistoryQuerySchema,
} from '../schemas/console-releases';
import type { StaffRole } from '../schemas/console';
import { defineConsoleEndpoint } from './console-endpoint';

// The console's Releases screen (docs/releases.md): release engineers only. Each switch is the
// release command line's, made as the signed-in staff member, with a reason.

const releaseEngineers: { roles: readonly StaffRole[] } = { roles: ['release-engineer'] };

/** Every remote: live version, rollout, the health gate's hold or abort, and each version's loads and web vitals. */
export const releaseBoard = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/releases',
  reply: ReleaseBoardSchema,
  access: releaseEngineers,
  summary: 'Every remote: live version, rollout, health gate and per-version loads and web vitals over the last hour and day',
});

/** The switches of every remote (or one), newest first, a page at a time. */
export const releaseHistory = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/releases/history',
  query: SwitchHistoryQuerySchema,
  reply: SwitchHistoryPageSchema,
  access: releaseEngineers,
  summary: 'The switches of the remotes, newest first: who, when, why',
});

/** Makes a published version live for everyone. */
export const activateRelease = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/releases/:remote/activate',
  params: ReleaseRemoteParamsSchema,
  body: ActivateReleaseSchema,
  access: releaseEngineers,
  status: 204,
  summary: 'Make a published version of a remote live, with a reason',
});

/** Goes back to the version live before the current one. */
export const rollbackRelease = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/releases/:remote/rollback',
  params: ReleaseRemoteParamsSchema,
  body: ReleaseReasonSchema,
  access: releaseEngineers,
  status: 204,
  summary: 'Roll a remote back to its previous live version, with a reason',
});

/** Starts a rollout of a version to a share of browsers, or changes the share of the one in progress. */
export const rolloutRelease = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/releases/:remote/rollout',
  params: ReleaseRemoteParamsSchema,
  body: RolloutReleaseSchema,
  access: releaseEngineers,
  status: 204,
  summary: "Roll a version out to a share of browsers, or change the rollout's share, with a reason",
});

/** Makes the rollout's version live for everyone. */
export const promoteRelease = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/releases/:remote/promote',
  params: ReleaseRemoteParamsSchema,
  body: ReleaseReasonSchema,
  access: releaseEngineers,
  status: 204,
  summary: "Make a rollout's version live for everyone, with a reason",
});

/** Ends the rollout: everyone gets the live version. */
export const abortRelease = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/releases/:remote/abort',
  params: ReleaseRemoteParamsSchema,
  body: ReleaseReasonSchema,
  access: releaseEngineers,
  status: 204,
  summary: 'Stop a rollout, with a reason',
});

/** Freezes a remote: no switch of it by anyone (but the health gate's abort) until it is unfrozen. */
export const freezeRelease = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/releases/:remote/freeze',
  params: ReleaseRemoteParamsSchema,
  body: FreezeReasonSchema,
  access: releaseEngineers,
  status: 204,
  summary: 'Freeze a remote: refuse every switch of it until it is unfrozen, with a reason',
});

/** Ends a remote's freeze. */
export const unfreezeRelease = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/releases/:remote/unfreeze',
  params: ReleaseRemoteParamsSchema,
  body: FreezeReasonSchema,
  access: releaseEngineers,
  status: 204,
  summary: "End a remote's freeze, with a reason",
});
