import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffActor } from '@commons/platform/audit/audit-actor';
import { describeIssues, validate } from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';
import type { OpsCommand, OpsCommandGroup } from '../../operator/ops-command';
import { commandBody, runOpsCommand } from '../../operator/run-command';
import { currentConsoleSession } from './console-route';

/**
 * The command of `group` whose audit kind is `kind` (`accounts.approve`); a missing one is a
 * programming error, found when the routes register.
 */
export function opsCommandOf(group: OpsCommandGroup, kind: string): OpsCommand {
  const command = group.commands.find((candidate) => `${candidate.group}.${candidate.action}` === kind);
  if (!command) throw new Error(`no ops command ${kind} in this group`);
  return command;
}

/**
 * Runs a `pnpm ops` command for the signed-in staff member: the command's own body rules, its
 * own service, and its audit event with the staff member as actor (docs/operations.md#the-audit).
 * The console route has checked its input already; a body the command refuses is still a 400.
 */
export async function runAsStaff<T>(app: FastifyInstance, request: FastifyRequest, command: OpsCommand, body: object): Promise<T> {
  const { staff } = currentConsoleSession(request);
  const parsed = validate(commandBody(command), { ...body, by: staff.name });
  if (!parsed.ok) throw badRequest(describeIssues(parsed.issues));
  const deps = { db: app.db, config: app.config, blobs: app.blobs, jobs: app.jobs };
  return (await runOpsCommand(deps, command, parsed.value, staffActor(staff))) as T;
}
