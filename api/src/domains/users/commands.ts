import * as v from 'valibot';
import { accountStatuses } from '@commons/shared/domain';
import { conflict } from '@commons/server-kernel/errors';
import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';
import { reasonOption } from '../../operator/reason';
import { createAccountOperations, type AccountSummary, type StatusChange } from './account-operations';
import { endsSessions, statusActions, statusTransitions } from './account-status';
import { AccountOperatorSchemas } from './operator-schemas';
import { countPendingDocuments } from '../documents/document-operations';

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

const auditChange = ({ email, from, to }: StatusChange, reason?: string) => ({
  target: email,
  reason: reason ?? null,
  before: { status: from },
  after: { status: to },
});

const list = opsCommand({
  group: 'accounts',
  action: 'list',
  help: 'every account, oldest first: email, name, status, iam, created',
  body: AccountOperatorSchemas.list,
  options: [{ name: 'status', placeholder: 'S' }],
  audit: 'read-only',
  run: async (deps, { status }) => ({ accounts: await createAccountOperations(deps).list(status) }),
  print: ({ accounts }) => formatAccounts(accounts),
});

const approveBody = v.object({
  ...AccountOperatorSchemas.changeStatus.entries,
  force: v.optional(v.boolean('force must be true or false'), false),
});

const documentsWord = (n: number) => `${n} identity document${n === 1 ? '' : 's'} PENDING`;

/**
 * `accounts approve <email> [--force]`: the operator approves a person they have checked, so
 * approval waits while any of the account's identity documents is unreviewed unless
 * forced; the reply says how many there are either way.
 */
const approve = opsCommand({
  group: 'accounts',
  action: 'approve',
  help: `${statusTransitions.approve.from.join(' or ')} -> ${statusTransitions.approve.to}, once no document is PENDING`,
  body: approveBody,
  arguments: [{ field: 'email', label: 'email', placeholder: '<email>' }],
  options: [reasonOption],
  flag: { name: 'force' },
  run: async (deps, { email, force }) => {
    let pendingDocuments = 0;
    // Counted with the account's row locked, as an upload locks it: no document can arrive
    // between the count and the approval.
    const change = await createAccountOperations(deps).changeStatus(email, 'approve', async (tx, account) => {
      pendingDocuments = await countPendingDocuments(tx, account.ownerId ?? account.id);
      if (pendingDocuments > 0 && !force) {
        throw conflict(
          `${email} has ${documentsWord(pendingDocuments)}; review them (pnpm ops documents list ${email}) or approve with --force`,
        );
      }
    });
    return { ...change, pendingDocuments };
  },
  print: ({ pendingDocuments, ...change }) => [`${formatStatusChange(change)}; ${documentsWord(pendingDocuments)}`],
  audit: ({ force, reason }, { pendingDocuments, ...change }) => ({
    ...auditChange(change, reason),
    after: { status: change.to, ...(force ? { forced: true, pendingDocuments } : {}) },
  }),
});

/** `accounts approve|reject|suspend|reinstate <email>`. */
const changeStatus = statusActions.map((action) => {
  if (action === 'approve') return approve;
  const { from, to } = statusTransitions[action];
  return opsCommand({
    group: 'accounts',
    action,
    help: `${from.join(' or ')} -> ${to}`,
    body: AccountOperatorSchemas.changeStatus,
    arguments: [{ field: 'email', label: 'email', placeholder: '<email>' }],
    options: [reasonOption],
    run: (deps, { email }) => createAccountOperations(deps).changeStatus(email, action),
    print: (change) => [formatStatusChange(change)],
    audit: ({ reason }, change) => auditChange(change, reason),
  });
});

/** What operators do to accounts: review them, suspend and reinstate them. */
export const accountCommands: OpsCommandGroup = {
  commands: [list, ...changeStatus],
  notes: `Rejecting or suspending an account ends its sessions at once. S is one of ${accountStatuses.join(', ')}.`,
};
