import type { FastifyPluginAsync } from 'fastify';
import { domains } from '../../../domains';
import { requireDeclaredRoute } from '../../../plugins/app/authorize';

/**
 * The client API: each domain's handlers of its declared endpoints. Every route is checked by
 * `authorize` against its declaration's rule; a route registered any other way stops the server
 * at start-up (docs/architecture.md#the-api-contract).
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', requireDeclaredRoute);
  app.addHook('onRequest', app.authorize);
  for (const domain of domains) {
    for (const endpoints of [domain.endpoints ?? []].flat()) await app.register(endpoints);
  }
};

export default apiRoutes;
