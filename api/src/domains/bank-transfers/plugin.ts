import type { Domain, ServiceFactories } from '../domain';
import { createBuyerOrders, type BuyerOrders } from './buyer-orders';
import { bankTransferCommands } from './commands';
import { orderDayJob } from './order-jobs';
import { bankTransferOrderRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    bankTransferOrders: BuyerOrders;
  }
}

/**
 * Orders paid by bank transfer (docs/product-rules.md#bank-transfer-orders): placed by buyers,
 * marked by their projects' providers in the console, reminded and expired by a daily job.
 */
export const bankTransfersDomain: Domain = {
  name: 'bank-transfers',
  services: { bankTransferOrders: (deps) => createBuyerOrders(deps) } satisfies ServiceFactories<'bankTransferOrders'>,
  endpoints: bankTransferOrderRoutes,
  commands: bankTransferCommands,
  jobs: { 'bank-transfers.daily': orderDayJob },
  schedules: [{ queue: 'bank-transfers.daily', cron: '15 0 * * *' }],
};
