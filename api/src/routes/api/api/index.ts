import type { FastifyPluginAsync } from 'fastify';
import { domains } from '../../../domains';

/**
 * The client's API (PRODUCT_SPEC section 7): each domain's routes under its prefix. Every route
 * is checked by `authorize`: signed in and APPROVED unless its `access` option says otherwise.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authorize);
  for (const domain of domains) {
    for (const [prefix, routes] of Object.entries(domain.api ?? {})) await app.register(routes, { prefix });
  }
};

export default apiRoutes;
