import { accountStatuses } from '@commons/shared/domain';
import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';
import { createAccountOperations, type AccountSummary, type StatusChange } from './account-operations';
import { endsSessions, statusActions, statusTransitions } from './account-status';
import { AccountOperatorSchemas } from './operator-schemas';

/** One aligned line per account: email, name, status, iam, created. */
export const formatAccounts = (accounts: AccountSummary[]): string[] =>
  table(
    accounts.map((a) => [a.email, a.name, a.status, a.iam, when(a.createdAt)]),
    'no accounts',
  );

export function formatStatusChange({ email, action, from, to }: StatusChange): string {
  const signedOut = endsSessions(to) ? '; its sessions are ended' : '';
  return `${email} ${statusTransitions[action].done} (was ${from})${signedOut}`;
}

const list = opsCommand({
  group: 'accounts',
  action: 'list',
  help: 'every account, oldest first: email, name, status, iam, created',
  body: AccountOperatorSchemas.list,
  option: { name: 'status', placeholder: 'S' },
  run: async (deps, { status }) => ({ accounts: await createAccountOperations(deps).list(status) }),
  print: ({ accounts }) => formatAccounts(accounts),
});

/** `accounts approve|reject|suspend|reinstate <email>`. */
const changeStatus = statusActions.map((action) => {
  const { from, to } = statusTransitions[action];
  return opsCommand({
    group: 'accounts',
    action,
    help: `${from.join(' or ')} -> ${to}`,
    body: AccountOperatorSchemas.changeStatus,
    argument: { field: 'email', label: 'email', placeholder: '<email>' },
    run: (deps, { email }) => createAccountOperations(deps).changeStatus(email, action),
    print: (change) => [formatStatusChange(change)],
  });
});

/** What operators do to accounts: review them, suspend and reinstate them. */
export const accountCommands: OpsCommandGroup = {
  commands: [list, ...changeStatus],
  notes: `Rejecting or suspending an account ends its sessions at once. S is one of ${accountStatuses.join(', ')}.`,
};
