import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffActor } from '@commons/platform/audit/audit-actor';
import type { OpsCommand, OpsCommandGroup } from '../../operator/ops-command';
import { runOpsCommand } from '../../operator/run-command';
import { currentConsoleSession } from './console-route';

/** A `pnpm ops` command of `group` by its action; a missing one stops the server as it registers its routes. */
export function opsCommandOf(group: OpsCommandGroup, action: string): OpsCommand {
  const command = group.commands.find((declared) => declared.action === action);
  if (!command) throw new Error(`no ops command ${action} to serve in the console`);
  return command;
}

/**
 * Runs an ops command for the signed-in staff member, as the command line would run it: the
 * command's own service and audit event, with the member as the event's actor and their email
 * as the body's `by`. The reply is the command's; the route's reply schema checks and trims it.
 */
export async function runAsStaff<T>(app: FastifyInstance, request: FastifyRequest, command: OpsCommand, body: object): Promise<T> {
  const deps = { db: app.db, config: app.config, blobs: app.blobs, jobs: app.jobs };
  const { staff } = currentConsoleSession(request);
  return (await runOpsCommand(deps, command, { ...body, by: staff.email }, staffActor(staff))) as T;
}
