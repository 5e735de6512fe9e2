import type { Domain, ServiceFactories } from '../domain';
import { createAuthService, type AuthService } from './auth-service';
import authRoutes from './routes';
import { createSessions, type Sessions } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** The sessions `authenticate` resolves bearer tokens with. */
    sessions: Sessions;
  }
}

/** Signing up, in and out, and the sessions behind every signed-in request. */
export const authDomain: Domain = {
  name: 'auth',
  services: { sessions: createSessions, authService: createAuthService } satisfies ServiceFactories<'sessions' | 'authService'>,
  api: { '/auth': authRoutes },
};
