import type { FastifyPluginAsync } from 'fastify';
import operatorAccountRoutes from '../../../domains/users/operator-routes';
import operatorReleaseRoutes from '../../../domains/releases/operator-routes';
import operatorWithdrawalRoutes from '../../../domains/wallet/operator-routes';

/** Operator endpoints, for the command line only; every one needs the operator token. */
const operatorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticateOperator);

  // The CLI checks that the server named in server.json is this one before sending commands.
  app.get('/health', async () => ({ pid: process.pid }));

  await app.register(operatorReleaseRoutes, { prefix: '/releases' });
  await app.register(operatorAccountRoutes, { prefix: '/accounts' });
  await app.register(operatorWithdrawalRoutes, { prefix: '/withdrawals' });
};

export default operatorRoutes;
