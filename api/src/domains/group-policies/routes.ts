import type { FastifyPluginAsync } from 'fastify';
import {
  CreateGroupPolicySchema,
  DeletedGroupPolicySchema,
  EditGroupPolicySchema,
  GroupPoliciesPageRequestSchema,
  GroupPolicyParamsSchema,
  GroupPolicyPageSchema,
  GroupPolicySchema,
} from '@commons/shared/schemas';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { parseBody } from '@commons/server-kernel/lib/parse-body';
import { idempotent } from '@commons/server-kernel/lib/idempotent';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/group-policy/individual`: the Group Policy screen's calls, the account owner's alone. */
const groupPolicyRoutes: FastifyPluginAsync = async (app) => {
  // Only without the slash, as the contract writes it (the access table lists it so).
  app.post(
    '/',
    idempotent({
      prefixTrailingSlash: 'no-slash',
      ...withBody({ summary: 'Create a group policy', body: CreateGroupPolicySchema, reply: GroupPolicySchema, status: 201 }),
    }),
    async (request, reply) => reply.code(201).send(await app.groupPolicies.create(currentAccount(request), request.body)),
  );

  app.put(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      ...withBody({ summary: 'Edit a group policy', body: EditGroupPolicySchema, reply: GroupPolicySchema }),
    },
    async (request) => app.groupPolicies.edit(currentAccount(request), request.body),
  );

  app.post(
    '/get-all-group-policies',
    withBody({ summary: 'A page of group policies', body: GroupPoliciesPageRequestSchema, reply: GroupPolicyPageSchema }),
    async (request) => app.groupPolicies.page(currentAccount(request), request.body),
  );

  app.delete(
    '/:groupPolicyId',
    { schema: docs({ summary: 'Delete a group policy', params: GroupPolicyParamsSchema, reply: DeletedGroupPolicySchema }) },
    async (request) => {
      const { groupPolicyId } = parseBody(GroupPolicyParamsSchema, request.params);
      return app.groupPolicies.remove(currentAccount(request), groupPolicyId);
    },
  );
};

export default groupPolicyRoutes;
