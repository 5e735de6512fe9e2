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
import { docs } from '@commons/platform/lib/route-docs';
import { parseBody } from '@commons/platform/lib/parse-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/group-policy/individual`: the Group Policy screen's calls, the account owner's alone. */
const groupPolicyRoutes: FastifyPluginAsync = async (app) => {
  // Only without the slash, as the contract writes it (the access table lists it so).
  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: docs({ summary: 'Create a group policy', body: CreateGroupPolicySchema, reply: GroupPolicySchema, status: 201 }),
    },
    async (request, reply) => {
      const input = parseBody(CreateGroupPolicySchema, request.body);
      return reply.code(201).send(await app.groupPolicies.create(currentAccount(request), input));
    },
  );

  app.put(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: docs({ summary: 'Edit a group policy', body: EditGroupPolicySchema, reply: GroupPolicySchema }),
    },
    async (request) =>
      app.groupPolicies.edit(currentAccount(request), parseBody(EditGroupPolicySchema, request.body)),
  );

  app.post(
    '/get-all-group-policies',
    { schema: docs({ summary: 'A page of group policies', body: GroupPoliciesPageRequestSchema, reply: GroupPolicyPageSchema }) },
    async (request) =>
      app.groupPolicies.page(currentAccount(request), parseBody(GroupPoliciesPageRequestSchema, request.body)),
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
