import type { Domain, ServiceFactories } from '../domain';
import { createAuthService, type AuthService } from './auth-service';
import authRoutes from './routes';
import { createSessions, type Sessions } from './sessions';
import { createSignupLimiter, type SignupLimiter } from './signup-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** The sessions `authenticate` resolves bearer tokens with. */
    sessions: Sessions;
    /** Sign-ups per client address, shared by every instance through the database. */
    signupLimiter: SignupLimiter;
  }
}

/** Signing up, in and out, and the sessions behind every signed-in request. */
export const authDomain: Domain = {
  name: 'auth',
  services: {
    sessions: createSessions,
    authService: createAuthService,
    signupLimiter: createSignupLimiter,
  } satisfies ServiceFactories<'sessions' | 'authService' | 'signupLimiter'>,
  endpoints: authRoutes,
};
