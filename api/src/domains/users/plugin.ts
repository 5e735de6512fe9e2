import type { Domain } from '../domain';
import { createAccountOperations, type AccountOperations } from './account-operations';
import { accountCommands } from './commands';
import { createProfiles, type Profiles } from './profiles';
import userRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: Profiles;
    accountOperations: AccountOperations;
  }
}

/** The signed-in user's own account and profile, and what operators do to accounts. */
export const usersDomain: Domain = {
  name: 'users',
  decorate(app, deps) {
    app.decorate('profiles', createProfiles(deps));
    app.decorate('accountOperations', createAccountOperations(deps));
  },
  api: { '/user': userRoutes },
  commands: accountCommands,
};
