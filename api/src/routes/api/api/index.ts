import type { FastifyPluginAsync } from 'fastify';
import authRoutes from '../../../domains/auth/routes';
import userRoutes from '../../../domains/users/routes';
import userHistoryRoutes from '../../../domains/history/routes';
import walletRoutes from '../../../domains/wallet/routes';

/**
 * The client's API (PRODUCT_SPEC section 7), one folder per path segment. Every route is
 * checked by `authorize`: signed in and APPROVED unless its `access` option says otherwise.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authorize);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(walletRoutes, { prefix: '/wallet' });
  await app.register(userHistoryRoutes, { prefix: '/user-history' });
};

export default apiRoutes;
