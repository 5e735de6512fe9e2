import { decideAccess } from '@commons/shared/domain';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@commons/server-kernel/errors';
import { callerOf, isClientApiUrl, ruleOfRoute } from '../../domains/auth/access';
import { currentUser } from './authenticate';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the client API: the session (401), then the route's access rule (403). */
    authorize(request: FastifyRequest): Promise<void>;
  }
}

/**
 * onRoute hook of the client API, beside `authorize`: a route missing from the shared access
 * table stops the server at startup, so no route is ever open by omission and the table stays
 * the one place (issue 8).
 */
export function requireListedRoute({ method, url }: Pick<RouteOptions, 'method' | 'url'>): void {
  if (!isClientApiUrl(url)) return;
  for (const verb of [method].flat()) {
    if (!ruleOfRoute(verb, url)) {
      throw new Error(`${verb} ${url} has no rule: list it in apiAccess (shared/src/domain/api-access.ts)`);
    }
  }
}

/** The request's path without its query string, as the refusal names it. */
const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? request.url;

export default fp(
  async (app) => {
    app.decorate('authorize', async (request: FastifyRequest) => {
      const { url } = request.routeOptions;
      // No matched route (a 404): signed in and APPROVED, like any route, before the 404 is told.
      const rule = (url && ruleOfRoute(request.method, url)) || {};
      if (rule === 'public') return;
      await app.authenticate(request);
      const decision = decideAccess(callerOf(currentUser(request), request.assignedGroupPolicy), rule, pathOf(request));
      if (!decision.allowed) throw new AppError(403, decision.message);
    });
  },
  { name: 'authorize', dependencies: ['authenticate'] },
);
