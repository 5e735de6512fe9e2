import * as v from 'valibot';
import { requiredText } from '@commons/shared/schemas';
import { automation, type AuditActor } from '@commons/platform/audit/audit-actor';
import { recordAudit } from '@commons/platform/audit/audit-writer';
import { closeIntent, openIntent } from './command-intents';
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
 * Commands run their services as they are (their own transactions; some wait for the job engine
 * or write the blob store beside them), so the event cannot share the change's transaction.
 * Instead an intent is committed before the command runs and removed in the event's transaction,
 * or when the command fails (a refused change is never recorded as made); an intent a stopped
 * process left is settled later as an event whose outcome is unknown (`settleStaleIntents`).
 */
export async function runOpsCommand(deps: CommandDeps, command: OpsCommand, body: object, actor?: AuditActor): Promise<unknown> {
  if (command.audit === 'read-only') return command.run(deps, body as Record<string, unknown>);
  const input = body as Record<string, unknown> & { by: string };
  const who = actor ?? automation(input.by);
  const kind = `${command.group}.${command.action}`;
  const intent = await openIntent(deps.db, who, kind, input);
  let reply: unknown;
  try {
    reply = await command.run(deps, input);
  } catch (error) {
    // Should this fail too, the intent stays and is settled as unknown: the command's error matters here.
    await closeIntent(deps.db, intent).catch(() => undefined);
    throw error;
  }
  const detail = command.audit(input, reply);
  await deps.db.transaction(async (tx) => {
    if (detail) await recordAudit(tx, { actor: who, kind, ...detail });
    await closeIntent(tx, intent);
  });
  return reply;
}
