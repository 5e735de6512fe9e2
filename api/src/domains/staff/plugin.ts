import type { Domain, ServiceFactories } from '../domain';
import { staffCommands } from './commands';
import { consoleBasePath } from './console-route';
import { createStaffConsole, type StaffConsole } from './console-service';
import { consoleRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's sign-in: invitations, sessions. */
    staffConsole: StaffConsole;
  }
}

/**
 * Staff (operators, release engineers, project providers) and their console sign-in
 * (docs/api.md#the-console-api), apart from customers: own table, own cookie session under
 * /api/console, added and managed by `pnpm ops staff` (docs/operations.md#staff).
 */
export const staffDomain: Domain = {
  name: 'staff',
  services: { staffConsole: createStaffConsole } satisfies ServiceFactories<'staffConsole'>,
  commands: staffCommands,
  routes: { [consoleBasePath]: consoleRoutes },
};
