import * as v from 'valibot';
import { requiredText } from '@commons/shared/schemas';
import { automation, type AuditActor } from '@commons/platform/audit/audit-actor';
import { recordAudit } from '@commons/platform/audit/audit-writer';
import type { BodySchema, CommandDeps, OpsCommand } from './ops-command';

/** The actor's name when a caller of the operator endpoint names no one (scripts, tests). */
export const unnamedOperator = 'operator token';

/**
 * Who acts, in the body of every changing command: the command line always sends OPS_USER (or
 * the login name); another caller of the token that names no one is audited as `unnamedOperator`.
 * Its messages follow the field's name ("by: must be a name"), as every operator body's do.
 */
const By = v.optional(requiredText('must name who acts', { max: 100, invalid: 'must be a name' }), unnamedOperator);

/**
 * The body the operator endpoint and the command line's database path parse for `command`: its
 * own, plus `by` when it changes something, so its audit event names who made the change.
 */
export const commandBody = (command: OpsCommand): BodySchema =>
  command.audit === 'read-only' ? command.body : v.object({ ...command.body.entries, by: By });

/**
 * Runs a command whose body `commandBody` parsed and writes its audit event, as `actor`: by
 * default the machine token's caller (the command lines), automation named by the body's `by`.
 * The event is written after the command's own transactions commit, not inside them: commands
 * run their services as they are (some wait for the job engine, some write the blob store beside
 * their transaction), and a change that failed or was refused is never recorded as made.
 */
export async function runOpsCommand(deps: CommandDeps, command: OpsCommand, body: object, actor?: AuditActor): Promise<unknown> {
  const reply = await command.run(deps, body as Record<string, unknown>);
  if (command.audit === 'read-only') return reply;
  const input = body as Record<string, unknown> & { by: string };
  const detail = command.audit(input, reply);
  const kind = `${command.group}.${command.action}`;
  if (detail) await recordAudit(deps.db, { actor: actor ?? automation(input.by), kind, ...detail });
  return reply;
}
