import { formatUsd } from '@commons/shared/domain';
import type { AccountSummary, StatusChange } from '../domains/users/account-operations';
import { endsSessions, statusTransitions } from '../domains/users/account-status';
import {
  withdrawalTransitions,
  type WithdrawalDecision,
  type WithdrawalSummary,
} from '../domains/wallet/withdrawal-operations';
import type { OpsServices } from './ops-backends';
import { usage, type OpsCommand } from './ops-args';

export interface OpsContext extends OpsServices {
  /** Who acts, recorded with every withdrawal decision. */
  by: string;
}

/** `2026-01-31 14:05 UTC`, as the release command line prints times. */
const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Rows of cells as aligned lines, or `empty` when there are none. */
function table(rows: string[][], empty: string): string[] {
  if (rows.length === 0) return [empty];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

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

/** Runs one ops command and returns the lines to print. */
export async function runOpsCommand(cmd: OpsCommand, ctx: OpsContext): Promise<string[]> {
  switch (cmd.command) {
    case 'list-accounts':
      return formatAccounts(await ctx.accounts.list(cmd.status ?? undefined));
    case 'change-status':
      return [formatStatusChange(await ctx.accounts.changeStatus(cmd.email, cmd.action))];
    case 'list-withdrawals':
      return formatWithdrawals(await ctx.withdrawals.list(cmd.status ?? undefined));
    case 'decide-withdrawal':
      return [formatWithdrawalDecision(await ctx.withdrawals.decide(cmd.requestId, cmd.action, ctx.by))];
    case 'help':
      return [usage];
  }
}
