import type { Domain, ServiceFactories } from '../domain';
import { createGroupPolicies, type GroupPolicies } from './group-policies';
import groupPolicyRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    groupPolicies: GroupPolicies;
  }
}

/** The account owner's group policies: which menus its sub-users may open. */
export const groupPoliciesDomain: Domain = {
  name: 'group-policies',
  services: { groupPolicies: createGroupPolicies } satisfies ServiceFactories<'groupPolicies'>,
  endpoints: groupPolicyRoutes,
};
