import type { Domain, ServiceFactories } from '../domain';
import { createAccountOperations, type AccountOperations } from './account-operations';
import { accountCommands } from './commands';
import { createProfiles, type Profiles } from './profiles';
import profileRoutes from './profile-routes';
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
  services: {
    profiles: createProfiles,
    accountOperations: createAccountOperations,
  } satisfies ServiceFactories<'profiles' | 'accountOperations'>,
  endpoints: [userRoutes, profileRoutes],
  commands: accountCommands,
};
