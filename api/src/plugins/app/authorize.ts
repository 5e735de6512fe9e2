import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { decideAccess, type AccessRule } from '../../services/auth/access';
import { currentUser } from './authenticate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route, checked by `authorize`. Unset means signed in and APPROVED, so a
     * new route is closed until it says otherwise; 'public' needs no session (signup, login).
     */
    access?: AccessRule | 'public';
  }
  interface FastifyInstance {
    /** onRequest hook of the client API: the session (401), then the route's access rule (403). */
    authorize(request: FastifyRequest): Promise<void>;
  }
}

/** Route options declaring who may call it, e.g. `app.get('/x', access({ menu: 'WALLET' }), handler)`. */
export const access = (rule: AccessRule | 'public') => ({ config: { access: rule } });

/** The request's path without its query string, as the refusal names it. */
const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? request.url;

export default fp(
  async (app) => {
    app.decorate('authorize', async (request: FastifyRequest) => {
      const rule = request.routeOptions.config.access ?? {};
      if (rule === 'public') return;
      await app.authenticate(request);
      const { accountStatus, iam } = currentUser(request);
      const menus = request.assignedGroupPolicy?.menus ?? null;
      const decision = decideAccess({ accountStatus, iam, menus }, rule, pathOf(request));
      if (!decision.allowed) throw new AppError(403, decision.message);
    });
  },
  { name: 'authorize', dependencies: ['authenticate'] },
);
