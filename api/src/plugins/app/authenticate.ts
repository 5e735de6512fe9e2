import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Individual } from '../../db/schema';
import { AppError, unauthenticated } from '@commons/server-kernel/errors';
import { accountOf, type Account } from '../../lib/account';
import { bearerToken } from '../../lib/bearer-token';
import { cacheSessions } from '../../domains/auth/session-cache';
import { sessionActivity } from '../../domains/auth/session-activity';
import type { AssignedGroupPolicy } from '../../domains/users/assigned-group-policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: resolves the Bearer session or replies 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in individual, set by `authenticate`. */
    user: Individual | null;
    /** The account the request acts on (the owner's for a sub-user), set by `authenticate`. */
    account: Account | null;
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

/** The account a request that went through `authenticate` acts on: what the services take. */
export function currentAccount(request: FastifyRequest): Account {
  if (!request.account) throw unauthenticated();
  return request.account;
}

/**
 * Bearer-token authentication; the same 401 for a missing, unknown or logged-out token, and one
 * saying why for a session that ended by itself or by a new password (sessions.whyEnded).
 * Sessions resolve through the in-memory copy the database's change feed keeps exact.
 */
export default fp(
  async (app) => {
    const sessions = cacheSessions(app.changes, app.sessions);
    const used = sessionActivity(app.sessions, (error) => app.log.warn({ err: error }, 'could not note a session\'s last use'));
    app.decorateRequest('user', null);
    app.decorateRequest('account', null);
    app.decorateRequest('assignedGroupPolicy', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await sessions.resolve(token) : null;
      if (!session) {
        const why = token ? await app.sessions.whyEnded(token) : null;
        throw why ? new AppError(401, why) : unauthenticated();
      }
      request.user = session.individual;
      request.account = accountOf(session.individual);
      request.assignedGroupPolicy = session.assignedGroupPolicy;
      request.sessionTokenHash = session.tokenHash;
      used(session.tokenHash);
    });
  },
  { name: 'authenticate', dependencies: ['services', 'change-feed'] },
);
