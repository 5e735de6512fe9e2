import { decideAccess } from '@commons/shared/domain';
import type { FastifyContextConfig, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@commons/server-kernel/errors';
import { apiBasePath, callerOf, isClientApiUrl } from '../../domains/auth/access';
import { currentUser } from './authenticate';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the client API: the session (401), then the route's access rule (403). */
    authorize(request: FastifyRequest): Promise<void>;
  }
}

/**
 * onRoute hook of the client API, beside `authorize`: a route under /api/api that was not
 * registered from its endpoint's declaration (`route()`) stops the server at start-up, so no route
 * is open by omission and the declaration stays the one place (docs/architecture.md#the-api-contract).
 */
export function requireDeclaredRoute({ method, url, config }: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  if (!isClientApiUrl(url)) return;
  const endpoint = (config as FastifyContextConfig | undefined)?.endpoint;
  const declared = endpoint && [`${apiBasePath}${endpoint.path}`, `${apiBasePath}${endpoint.path}/`].includes(url);
  for (const verb of [method].flat()) {
    // Fastify adds a HEAD route beside every GET, with the GET's options.
    const asDeclared = verb === 'HEAD' ? 'GET' : verb;
    if (!declared || endpoint.method !== asDeclared) {
      throw new Error(
        `${verb} ${url} is not registered from an endpoint declaration: declare it in shared/src/contract and register it with route() (docs/recipes/add-an-api-route.md)`,
      );
    }
  }
}

/** The request's path without its query string, as the refusal names it. */
const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? request.url;

export default fp(
  async (app) => {
    app.decorate('authorize', async (request: FastifyRequest) => {
      // No matched route (a 404): signed in and APPROVED, like any route, before the 404 is told.
      const rule = request.routeOptions.config.endpoint?.access ?? {};
      if (rule === 'public') return;
      await app.authenticate(request);
      const decision = decideAccess(callerOf(currentUser(request), request.assignedGroupPolicy), rule, pathOf(request));
      if (!decision.allowed) throw new AppError(403, decision.message);
    });
  },
  { name: 'authorize', dependencies: ['authenticate'] },
);
