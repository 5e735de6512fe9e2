import type { FastifyPluginAsync } from 'fastify';
import {
  CreateSubUserSchema,
  DeletedSubUserSchema,
  DeleteSubUserSchema,
  EditSubUserSchema,
  SubUserPageSchema,
  SubUserSchema,
  SubUsersPageRequestSchema,
} from '@commons/shared/schemas';
import { idempotent } from '@commons/server-kernel/lib/idempotent';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/user/individual`: the IAM Policy screen's calls, the account owner's alone. */
const subUserRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/my-subusers',
    withBody({ summary: 'A page of sub-users', body: SubUsersPageRequestSchema, reply: SubUserPageSchema }),
    async (request) => app.subUsers.page(currentAccount(request), request.body),
  );

  app.post(
    '/create-subuser',
    idempotent(withBody({ summary: 'Create a sub-user', body: CreateSubUserSchema, reply: SubUserSchema, status: 201 })),
    async (request, reply) => reply.code(201).send(await app.subUsers.create(currentAccount(request), request.body)),
  );

  app.put(
    '/edit-subuser',
    withBody({ summary: 'Edit a sub-user', body: EditSubUserSchema, reply: SubUserSchema }),
    async (request) => app.subUsers.edit(currentAccount(request), request.body),
  );

  app.post(
    '/delete-subuser',
    withBody({ summary: 'Delete a sub-user', body: DeleteSubUserSchema, reply: DeletedSubUserSchema }),
    async (request) => app.subUsers.remove(currentAccount(request), request.body.subUserId),
  );
};

export default subUserRoutes;
