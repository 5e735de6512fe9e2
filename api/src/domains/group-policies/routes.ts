import type { FastifyPluginAsync } from 'fastify';
import { groupPolicies } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { currentAccount } from '../../plugins/app/authenticate';

/** The Group Policy screen's calls, the account owner's alone. */
const groupPolicyRoutes: FastifyPluginAsync = async (app) => {
  route(app, groupPolicies.createGroupPolicy, async (request) =>
    app.groupPolicies.create(currentAccount(request), request.input.body),
  );

  route(app, groupPolicies.editGroupPolicy, async (request) =>
    app.groupPolicies.edit(currentAccount(request), request.input.body),
  );

  route(app, groupPolicies.groupPolicies, async (request) =>
    app.groupPolicies.page(currentAccount(request), request.input.body),
  );

  route(app, groupPolicies.deleteGroupPolicy, async (request) =>
    app.groupPolicies.remove(currentAccount(request), request.input.params.groupPolicyId),
  );
};

export default groupPolicyRoutes;
