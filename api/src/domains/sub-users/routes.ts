import type { FastifyPluginAsync } from 'fastify';
import { subUsers } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { currentAccount } from '../../plugins/app/authenticate';

/** The IAM Policy screen's calls, the account owner's alone. */
const subUserRoutes: FastifyPluginAsync = async (app) => {
  route(app, subUsers.mySubUsers, async (request) => app.subUsers.page(currentAccount(request), request.input.body));

  route(app, subUsers.createSubUser, async (request) => app.subUsers.create(currentAccount(request), request.input.body));

  route(app, subUsers.editSubUser, async (request) => app.subUsers.edit(currentAccount(request), request.input.body));

  route(app, subUsers.deleteSubUser, async (request) =>
    app.subUsers.remove(currentAccount(request), request.input.body.subUserId),
  );
};

export default subUserRoutes;
