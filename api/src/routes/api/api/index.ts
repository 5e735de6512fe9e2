import type { FastifyPluginAsync } from 'fastify';
import { requireListedRoute } from '../../../plugins/app/authorize';
import authRoutes from './auth';
import userRoutes from './user';
import userHistoryRoutes from './user-history';
import walletRoutes from './wallet';

/**
 * The client's API (PRODUCT_SPEC section 7), one folder per path segment. Every route is
 * checked by `authorize` against its rule in the shared `apiAccess` table; a route missing
 * there stops the server at startup.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', requireListedRoute);
  app.addHook('onRequest', app.authorize);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(walletRoutes, { prefix: '/wallet' });
  await app.register(userHistoryRoutes, { prefix: '/user-history' });
};

export default apiRoutes;
