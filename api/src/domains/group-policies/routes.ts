import type { FastifyPluginAsync } from 'fastify';
import {
  CreateGroupPolicySchema,
  EditGroupPolicySchema,
  GroupPoliciesPageRequestSchema,
  GroupPolicyParamsSchema,
} from '@commons/shared/schemas';
import { parseBody } from '../../lib/parse-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/group-policy/individual`: the Group Policy screen's calls, the account owner's alone. */
const groupPolicyRoutes: FastifyPluginAsync = async (app) => {
  // Only without the slash, as the contract writes it (the access table lists it so).
  app.post('/', { prefixTrailingSlash: 'no-slash' }, async (request, reply) => {
    const input = parseBody(CreateGroupPolicySchema, request.body);
    return reply.code(201).send(await app.groupPolicies.create(currentAccount(request), input));
  });

  app.put('/', { prefixTrailingSlash: 'no-slash' }, async (request) =>
    app.groupPolicies.edit(currentAccount(request), parseBody(EditGroupPolicySchema, request.body)),
  );

  app.post('/get-all-group-policies', async (request) =>
    app.groupPolicies.page(currentAccount(request), parseBody(GroupPoliciesPageRequestSchema, request.body)),
  );

  app.delete('/:groupPolicyId', async (request) => {
    const { groupPolicyId } = parseBody(GroupPolicyParamsSchema, request.params);
    return app.groupPolicies.remove(currentAccount(request), groupPolicyId);
  });
};

export default groupPolicyRoutes;
