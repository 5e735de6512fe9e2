import type { AccountOperations, AccountSummary, StatusChange } from '../services/users/account-operations';
import { endsSessions, statusTransitions } from '../services/users/account-status';
import { usage, type OpsCommand } from './ops-args';

/** `2026-01-31 14:05 UTC`, as the release command line prints times. */
const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** One aligned line per account: email, name, status, iam, created. */
export function formatAccounts(accounts: AccountSummary[]): string[] {
  if (accounts.length === 0) return ['no accounts'];
  const rows = accounts.map((a) => [a.email, a.name, a.status, a.iam, when(a.createdAt)]);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

export function formatStatusChange({ email, action, from, to }: StatusChange): string {
  const signedOut = endsSessions(to) ? '; its sessions are ended' : '';
  return `${email} ${statusTransitions[action].done} (was ${from})${signedOut}`;
}

/** Runs one ops command and returns the lines to print. */
export async function runOpsCommand(cmd: OpsCommand, accounts: AccountOperations): Promise<string[]> {
  switch (cmd.command) {
    case 'list-accounts':
      return formatAccounts(await accounts.list(cmd.status ?? undefined));
    case 'change-status':
      return [formatStatusChange(await accounts.changeStatus(cmd.email, cmd.action))];
    case 'help':
      return [usage];
  }
}
