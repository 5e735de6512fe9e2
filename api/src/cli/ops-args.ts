import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { AccountStatus, WithdrawalStatus } from '@commons/shared/domain';
import { EmailSchema } from '@commons/shared/schemas';
import { statusActions, statusTransitions, type StatusAction } from '../domains/users/account-status';
import { AccountStatusSchema } from '../domains/users/operator-schemas';
import { RequestIdSchema, WithdrawalStatusSchema } from '../domains/wallet/operator-schemas';
import {
  withdrawalActions,
  withdrawalTransitions,
  type WithdrawalAction,
} from '../domains/wallet/withdrawal-operations';

export type OpsCommand =
  | { command: 'list-accounts'; status: AccountStatus | null }
  | { command: 'change-status'; action: StatusAction; email: string }
  | { command: 'list-withdrawals'; status: WithdrawalStatus | null }
  | { command: 'decide-withdrawal'; action: WithdrawalAction; requestId: string }
  | { command: 'help' };

const line = (command: string, description: string) => `  ${command}`.padEnd(33) + description;

const withdrawalOutcomes: Record<WithdrawalAction, string> = {
  approve: 'the held amount is paid out',
  reject: 'the held amount returns to the balance',
};

export const usage = [
  'Usage: pnpm ops <command>',
  line('accounts list [--status S]', 'every account, oldest first: email, name, status, iam, created'),
  ...statusActions.map((action) => {
    const { from, to } = statusTransitions[action];
    return line(`accounts ${action} <email>`, `${from.join(' or ')} -> ${to}`);
  }),
  line('withdrawals list [--status W]', 'every withdrawal request, oldest first: id, email, amount, status, requested'),
  ...withdrawalActions.map((action) =>
    line(`withdrawals ${action} <id>`, `PENDING -> ${withdrawalTransitions[action].to}: ${withdrawalOutcomes[action]}`),
  ),
  'Rejecting or suspending an account ends its sessions at once. S is one of APPROVED, REVIEWING,',
  'REJECTED, SUSPENDED; W one of PENDING, COMPLETED, REJECTED. OPS_USER names who decides a',
  'withdrawal (default: your login). While a server runs on the embedded database the commands',
  'go through it.',
].join('\n');

const hint = '; run `pnpm ops help` for usage';

function parse<S extends v.GenericSchema>(schema: S, value: string | undefined, what: string): v.InferOutput<S> {
  if (value === undefined) throw new Error(`Missing ${what}${hint}`);
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const { message } = result.issues[0];
  // Terse messages ("must be one of ...") name their field, as the API's replies do.
  throw new Error(/^[a-z]/.test(message) ? `${what} ${message}` : message);
}

const isOneOf = <T extends string>(options: readonly T[], word: string): word is T =>
  (options as readonly string[]).includes(word);

/** The words after `pnpm ops`: `<group> <action> [target]`, plus `--status`. */
interface Words {
  group: string;
  action: string | undefined;
  target: string | undefined;
  extra: string | undefined;
  status: string | undefined;
}

/** A list's `--status`, refusing any word after `list`. */
function listStatus<S extends v.GenericSchema>(words: Words, schema: S): v.InferOutput<S> | null {
  if (words.target !== undefined) throw new Error(`Unexpected argument "${words.target}"${hint}`);
  const status = words.status?.toUpperCase();
  return status === undefined ? null : parse(schema, status, 'status');
}

/** The one argument of an action, refusing any other word and `--status`. */
function actionTarget<S extends v.GenericSchema>(words: Words, schema: S, what: string): v.InferOutput<S> {
  if (words.extra !== undefined) throw new Error(`Unexpected argument "${words.extra}"${hint}`);
  if (words.status !== undefined) throw new Error(`--status applies to ${words.group} list only${hint}`);
  return parse(schema, words.target, what);
}

function parseAccounts(words: Words): OpsCommand {
  const { action } = words;
  if (action === undefined) throw new Error(`Missing accounts command${hint}`);
  if (action === 'list') return { command: 'list-accounts', status: listStatus(words, AccountStatusSchema) };
  if (!isOneOf(statusActions, action)) throw new Error(`Unknown accounts command "${action}"${hint}`);
  return { command: 'change-status', action, email: actionTarget(words, EmailSchema, 'email') };
}

function parseWithdrawals(words: Words): OpsCommand {
  const { action } = words;
  if (action === undefined) throw new Error(`Missing withdrawals command${hint}`);
  if (action === 'list') return { command: 'list-withdrawals', status: listStatus(words, WithdrawalStatusSchema) };
  if (!isOneOf(withdrawalActions, action)) throw new Error(`Unknown withdrawals command "${action}"${hint}`);
  return { command: 'decide-withdrawal', action, requestId: actionTarget(words, RequestIdSchema, 'request id') };
}

/** Reads `ops` arguments; throws with a one-line reason when they are wrong. */
export function parseOpsArgs(args: string[]): OpsCommand {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { status: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [group, action, target, extra] = positionals;
  if (values.help || group === undefined || group === 'help') return { command: 'help' };
  const words = { group, action, target, extra, status: values.status };
  if (group === 'accounts') return parseAccounts(words);
  if (group === 'withdrawals') return parseWithdrawals(words);
  throw new Error(`Unknown command "${group}"${hint}`);
}
