import type { Domain, ServiceFactories } from '../domain';
import subUserRoutes from './routes';
import { createSubUsers, type SubUsers } from './sub-users';

declare module 'fastify' {
  interface FastifyInstance {
    subUsers: SubUsers;
  }
}

/** The account owner's sub-users: logins on its account, limited by their group policy. */
export const subUsersDomain: Domain = {
  name: 'sub-users',
  services: { subUsers: createSubUsers } satisfies ServiceFactories<'subUsers'>,
  endpoints: subUserRoutes,
};
