import { formatUsd, withdrawalStatuses } from '@commons/shared/domain';
import { opsCommand, table, when, type OpsCommand, type OpsCommandGroup } from '../../operator/ops-command';
import { WithdrawalOperatorSchemas } from './operator-schemas';
import {
  createWithdrawalOperations,
  withdrawalTransitions,
  type WithdrawalAction,
  type WithdrawalDecision,
  type WithdrawalSummary,
} from './withdrawal-operations';

/** One aligned line per withdrawal request: id, email, amount, status, requested. */
export const formatWithdrawals = (withdrawals: WithdrawalSummary[]): string[] =>
  table(
    withdrawals.map((w) => [w.requestId, w.email, formatUsd(w.amount), w.status, when(w.requestedAt)]),
    'no withdrawal requests',
  );

export function formatWithdrawalDecision({ requestId, email, amount, action, to }: WithdrawalDecision): string {
  const released = action === 'reject' ? `; ${formatUsd(amount)} is back in the balance` : '';
  const done = withdrawalTransitions[action].done;
  return `Withdrawal ${requestId} of ${formatUsd(amount)} for ${email} ${done} (now ${to})${released}`;
}

const outcomes: Record<WithdrawalAction, string> = {
  approve: 'the held amount is paid out',
  reject: 'the held amount returns to the balance',
};

const list = opsCommand({
  group: 'withdrawals',
  action: 'list',
  help: 'every withdrawal request, oldest first: id, email, amount, status, requested',
  body: WithdrawalOperatorSchemas.list,
  options: [{ name: 'status', placeholder: 'W' }],
  audit: 'read-only',
  run: async (deps, { status }) => ({ withdrawals: await createWithdrawalOperations(deps).list(status) }),
  print: ({ withdrawals }) => formatWithdrawals(withdrawals),
});

/** `withdrawals approve|reject <id>`. */
const decideCommand = (action: WithdrawalAction) =>
  opsCommand({
    group: 'withdrawals',
    action,
    help: `PENDING -> ${withdrawalTransitions[action].to}: ${outcomes[action]}`,
    body: WithdrawalOperatorSchemas.decide,
    arguments: [{ field: 'requestId', label: 'request id', placeholder: '<id>' }],
    // A rejection may say why; the account's notice tells it.
    ...(action === 'reject' ? { options: [{ name: 'reason', placeholder: 'TEXT', verbatim: true }] } : {}),
    run: (deps, { requestId, by, reason }) =>
      createWithdrawalOperations(deps).decide(requestId, action, by, action === 'reject' ? reason || null : null),
    print: (decision) => [formatWithdrawalDecision(decision)],
    // Only PENDING requests are decided.
    audit: ({ reason }, { requestId, email, amount, to }) => ({
      target: requestId,
      reason,
      before: { email, amount, status: 'PENDING' },
      after: { email, amount, status: to },
    }),
  });

/**
 * `withdrawals approve` and `reject`, by action: the console runs the same commands as the staff
 * member (`runOpsCommand`), so its decisions are audited as the command line's are.
 */
export const withdrawalDecisionCommands = {
  approve: decideCommand('approve'),
  reject: decideCommand('reject'),
} satisfies Record<WithdrawalAction, OpsCommand>;

/** What operators do to withdrawal requests: list them, pay them out or reject them. */
export const withdrawalCommands: OpsCommandGroup = {
  commands: [list, ...Object.values(withdrawalDecisionCommands)],
  notes:
    `W is one of ${withdrawalStatuses.join(', ')}. ` +
    'OPS_USER names who decides a withdrawal (default: your login). ' +
    'A rejection may give --reason TEXT, which the notice to the account tells.',
};
