import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import type { ProviderOrder, ProviderProject } from '@commons/shared/schemas';
import { opsCommandOf, runAsStaff } from '../staff/console-command';
import { consoleRoute, currentConsoleSession } from '../staff/console-route';
import { bankTransferCommands } from './commands';
import { createProviderOrders, projectsOf } from './provider-orders';
import { providerProjects } from './transfer-accounts';

/**
 * The provider's bank transfers in the console (docs/product-rules.md#bank-transfer-orders), for
 * its own projects only: reads go to the service scoped to them, each change is the
 * `bank-transfers` ops command run as the staff member with that scope, so its audit event names them.
 */
export const bankTransferConsoleRoutes: FastifyPluginAsync = async (app) => {
  const orders = createProviderOrders({ db: app.db, jobs: app.jobs });
  const command = (action: string) => opsCommandOf(bankTransferCommands, `bank-transfers.${action}`);
  /** The signed-in provider's id and the projects it acts for, read now: an operator may have changed them. */
  const provider = async (request: FastifyRequest) => {
    const { staff } = currentConsoleSession(request);
    return { staffId: staff.id, projects: await projectsOf(app.db, staff.id) };
  };

  consoleRoute(app, consoleApi.providerProjects, async (request) => providerProjects(app.db, (await provider(request)).projects));

  consoleRoute(app, consoleApi.setProjectTransferAccount, async (request) => {
    const { bankName, account } = request.input.body;
    const typed = account.kind === 'iban' ? { iban: account.iban } : { account: account.accountNumber, routing: account.routingNumber };
    const body = { projectId: request.input.params.projectId, bank: bankName, holder: account.holderName, ...typed, ...(await provider(request)) };
    return runAsStaff<ProviderProject>(app, request, command('account'), body);
  });

  consoleRoute(app, consoleApi.providerOrders, async (request) => orders.page((await provider(request)).projects, request.input.query));

  consoleRoute(app, consoleApi.providerOrderByReference, async (request) =>
    orders.byReference((await provider(request)).projects, request.input.query.reference),
  );

  consoleRoute(app, consoleApi.markOrderInProgress, async (request) => {
    const { projects } = await provider(request);
    return runAsStaff<ProviderOrder>(app, request, command('in-progress'), { orderId: request.input.params.orderId, projects });
  });

  consoleRoute(app, consoleApi.markOrderPaid, async (request) => {
    const body = { orderId: request.input.params.orderId, ...request.input.body, ...(await provider(request)) };
    return runAsStaff<ProviderOrder>(app, request, command('paid'), body);
  });
};
