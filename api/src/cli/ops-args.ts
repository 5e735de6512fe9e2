import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { AccountStatus } from '@commons/shared/domain';
import { EmailSchema } from '@commons/shared/schemas';
import { statusActions, statusTransitions, type StatusAction } from '../services/users/account-status';
import { AccountStatusSchema } from '../services/users/operator-schemas';

export type OpsCommand =
  | { command: 'list-accounts'; status: AccountStatus | null }
  | { command: 'change-status'; action: StatusAction; email: string }
  | { command: 'help' };

const transitionLines = statusActions.map((action) => {
  const { from, to } = statusTransitions[action];
  return `  accounts ${action} <email>`.padEnd(33) + `${from.join(' or ')} -> ${to}`;
});

export const usage = [
  'Usage: pnpm ops <command>',
  '  accounts list [--status S]     every account, oldest first: email, name, status, iam, created',
  ...transitionLines,
  'Rejecting or suspending an account ends its sessions at once. S is one of APPROVED, REVIEWING,',
  'REJECTED, SUSPENDED. While a server runs on the embedded database the commands go through it.',
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

const isStatusAction = (word: string): word is StatusAction => (statusActions as readonly string[]).includes(word);

/** Reads `ops` arguments; throws with a one-line reason when they are wrong. */
export function parseOpsArgs(args: string[]): OpsCommand {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { status: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [group, action, email, extra] = positionals;
  if (values.help || group === undefined || group === 'help') return { command: 'help' };
  if (group !== 'accounts') throw new Error(`Unknown command "${group}"${hint}`);
  if (action === undefined) throw new Error(`Missing accounts command${hint}`);
  if (action === 'list') {
    if (email !== undefined) throw new Error(`Unexpected argument "${email}"${hint}`);
    const status = values.status?.toUpperCase();
    return { command: 'list-accounts', status: status === undefined ? null : parse(AccountStatusSchema, status, 'status') };
  }
  if (!isStatusAction(action)) throw new Error(`Unknown accounts command "${action}"${hint}`);
  if (extra !== undefined) throw new Error(`Unexpected argument "${extra}"${hint}`);
  if (values.status !== undefined) throw new Error(`--status applies to accounts list only${hint}`);
  return { command: 'change-status', action, email: parse(EmailSchema, email, 'email') };
}
