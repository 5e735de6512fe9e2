import type { FastifyPluginAsync } from 'fastify';
import { CreateSubUserSchema, DeleteSubUserSchema, EditSubUserSchema, SubUsersPageRequestSchema } from '@commons/shared/schemas';
import { parseBody } from '../../lib/parse-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/user/individual`: the IAM Policy screen's calls, the account owner's alone. */
const subUserRoutes: FastifyPluginAsync = async (app) => {
  app.post('/my-subusers', async (request) =>
    app.subUsers.page(currentAccount(request), parseBody(SubUsersPageRequestSchema, request.body)),
  );

  app.post('/create-subuser', async (request, reply) => {
    const input = parseBody(CreateSubUserSchema, request.body);
    return reply.code(201).send(await app.subUsers.create(currentAccount(request), input));
  });

  app.put('/edit-subuser', async (request) =>
    app.subUsers.edit(currentAccount(request), parseBody(EditSubUserSchema, request.body)),
  );

  app.post('/delete-subuser', async (request) => {
    const { subUserId } = parseBody(DeleteSubUserSchema, request.body);
    return app.subUsers.remove(currentAccount(request), subUserId);
  });
};

export default subUserRoutes;
