import fp from 'fastify-plugin';
import { createAuthService, type AuthService } from '../../services/auth/auth-service';
import { createLoginLimiter } from '../../services/auth/login-limiter';
import { createSessions, type Sessions } from '../../services/auth/sessions';
import { createReleaseRegistry } from '../../services/releases/registry';
import type { ReleaseRegistry } from '../../services/releases/types';
import { createAccountOperations, type AccountOperations } from '../../services/users/account-operations';
import { createAccounts } from '../../services/users/accounts';
import { createProfiles, type Profiles } from '../../services/users/profiles';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    sessions: Sessions;
    profiles: Profiles;
    accountOperations: AccountOperations;
    releases: ReleaseRegistry;
  }
}

/** One instance of each domain service over the app's database, for the routes to call. */
export default fp(
  async (app) => {
    const sessions = createSessions(app.db, app.config.sessionTtlHours);
    const limiter = createLoginLimiter(app.db, app.config.loginLimits);
    app.decorate('sessions', sessions);
    app.decorate('authService', createAuthService(createAccounts(app.db), sessions, limiter));
    app.decorate('profiles', createProfiles(app.db, app.config.accountReview));
    app.decorate('accountOperations', createAccountOperations(app.db));
    app.decorate('releases', createReleaseRegistry(app.db));
  },
  { name: 'services', dependencies: ['config', 'db'] },
);
