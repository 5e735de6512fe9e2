import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { conflict } from '@commons/server-kernel/errors';
import { staffCommands } from './commands';
import { opsCommandOf, runAsStaff } from './console-command';
import { consoleRoute, currentConsoleSession } from './console-route';
import { staffPage } from './staff-directory';
import type { Invited, RoleAndProjects } from './staff-operations';

const add = opsCommandOf(staffCommands, 'staff.add');
const role = opsCommandOf(staffCommands, 'staff.role');
const disable = opsCommandOf(staffCommands, 'staff.disable');
const resetTwoFactor = opsCommandOf(staffCommands, 'staff.reset-two-factor');

/** Refuses a change of the signed-in operator's own access (409). */
function notOneself(request: FastifyRequest, email: string, what: string) {
  if (currentConsoleSession(request).staff.email === email) throw conflict(`You cannot ${what}: ask another operator`);
}

/**
 * The operator's Staff screen (docs/operations.md#staff): each change runs its `pnpm ops staff`
 * command with the operator as the audit's actor. An operator neither disables themselves nor
 * changes their own role, so the console always keeps someone who can undo a mistake.
 */
export function registerStaffConsoleRoutes(app: FastifyInstance) {

  consoleRoute(app, consoleApi.staffList, async (request) => {
    const { query } = request.input;
    return { page: query.page, limit: query.limit, ...(await staffPage(app.db, query)) };
  });

  consoleRoute(app, consoleApi.inviteStaff, async (request) => {
    const { projects, ...member } = request.input.body;
    return runAsStaff<Invited>(app, request, add, { ...member, project: projects });
  });

  consoleRoute(app, consoleApi.changeStaffRole, async (request) => {
    const { projects, ...change } = request.input.body;
    notOneself(request, change.email, 'change your own role');
    return runAsStaff<RoleAndProjects & { email: string }>(app, request, role, { ...change, project: projects });
  });

  consoleRoute(app, consoleApi.disableStaff, async (request) => {
    notOneself(request, request.input.body.email, 'disable yourself');
    return runAsStaff<{ email: string }>(app, request, disable, request.input.body);
  });

  consoleRoute(app, consoleApi.resetStaffSecondFactor, async (request) => runAsStaff<Invited>(app, request, resetTwoFactor, request.input.body));
}
