import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';
import { TwoFactorOperatorSchemas } from './operator-schemas';
import { createRecoveryRequestOperations, type RecoveryDecision } from './recovery-request-operations';
import { createTotpSeeds } from './totp-seeds';

const requestArgument = { field: 'requestId', label: 'request id', placeholder: '<id>' };

const decided = ({ requestId, email, status }: RecoveryDecision) =>
  status === 'APPROVED'
    ? [`Recovery request ${requestId} approved: two-factor sign-in is off for ${email}, its sessions ended, the owner mailed`]
    : [`Recovery request ${requestId} refused: two-factor sign-in stays on for ${email}, the owner mailed`];

const requests = opsCommand({
  group: 'two-factor',
  action: 'requests',
  help: 'recovery requests waiting for a decision, oldest first: id, email, name, filed, expires, from',
  body: TwoFactorOperatorSchemas.none,
  run: async (deps) => ({ requests: await createRecoveryRequestOperations(deps).list() }),
  print: ({ requests: waiting }) =>
    table(
      waiting.map((r) => [r.requestId, r.email, r.name, when(r.filedAt), `expires ${when(r.expiresAt)}`, `${r.browser} at ${r.filedFrom}`]),
      'no recovery requests waiting',
    ),
});

/** Approval turns two-factor off: only after the operator checked who asks, and says how. */
const approve = opsCommand({
  group: 'two-factor',
  action: 'approve',
  help: 'turns two-factor sign-in off for the request\'s account and ends its sessions, after the identity check TEXT',
  body: TwoFactorOperatorSchemas.approve,
  arguments: [requestArgument],
  options: [{ name: 'check', placeholder: 'TEXT', required: true, verbatim: true }],
  actor: 'by',
  run: (deps, { requestId, by, check }) => createRecoveryRequestOperations(deps).approve(requestId, by, check),
  print: decided,
});

const refuse = opsCommand({
  group: 'two-factor',
  action: 'refuse',
  help: 'leaves two-factor sign-in on; the owner is mailed the reason TEXT',
  body: TwoFactorOperatorSchemas.refuse,
  arguments: [requestArgument],
  options: [{ name: 'reason', placeholder: 'TEXT', required: true, verbatim: true }],
  actor: 'by',
  run: (deps, { requestId, by, reason }) => createRecoveryRequestOperations(deps).refuse(requestId, by, reason),
  print: decided,
});

const reseal = opsCommand({
  group: 'two-factor',
  action: 'reseal',
  help: 'seals every TOTP seed with SECRETS_KEY (plain ones, and those of SECRETS_KEY_PREVIOUS)',
  body: TwoFactorOperatorSchemas.none,
  run: async (deps) => ({ resealed: await createTotpSeeds(deps).resealAll() }),
  print: ({ resealed }) => [`${resealed} TOTP seed${resealed === 1 ? '' : 's'} sealed with the current key`],
});

/** What operators do about two-factor sign-in: decide recovery requests, re-seal seeds after a key change. */
export const twoFactorCommands: OpsCommandGroup = {
  commands: [requests, approve, refuse, reseal],
  notes:
    'Approve a recovery request only after checking who asks by a channel the request did not come through ' +
    '(docs/product-rules.md#losing-the-second-factor); --check says how. OPS_USER names who decides (default: your login).',
};
