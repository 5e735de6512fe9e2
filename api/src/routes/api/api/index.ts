import type { FastifyPluginAsync } from 'fastify';
import { domains } from '../../../domains';
import { requireListedRoute } from '../../../plugins/app/authorize';

/**
 * The client's API (PRODUCT_SPEC section 7): each domain's routes under its prefix. Every route
 * is checked by `authorize` against its rule in the shared `apiAccess` table; a route missing
 * there stops the server at startup.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', requireListedRoute);
  app.addHook('onRequest', app.authorize);
  for (const domain of domains) {
    for (const endpoints of [domain.endpoints ?? []].flat()) await app.register(endpoints);
    for (const [prefix, routes] of Object.entries(domain.api ?? {})) await app.register(routes, { prefix });
  }
};

export default apiRoutes;
