import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Individual } from '../../db/schema';
import { unauthenticated } from '../../errors';
import { bearerToken } from '../../lib/bearer-token';
import type { AssignedGroupPolicy } from '../../domains/users/assigned-group-policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: resolves the Bearer session or replies 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in account, set by `authenticate`. */
    user: Individual | null;
    /** The active group policy assigned to that account, set by `authenticate`. */
    assignedGroupPolicy: AssignedGroupPolicy | null;
    /** Hash of the session token in use, so logout can revoke exactly this session. */
    sessionTokenHash: string | null;
  }
}

/** The signed-in account of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): Individual {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Bearer-token authentication; the same 401 for a missing, unknown, expired or revoked token. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('assignedGroupPolicy', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await app.sessions.resolve(token) : null;
      if (!session) throw unauthenticated();
      request.user = session.individual;
      request.assignedGroupPolicy = session.assignedGroupPolicy;
      request.sessionTokenHash = session.tokenHash;
    });
  },
  { name: 'authenticate', dependencies: ['services'] },
);
