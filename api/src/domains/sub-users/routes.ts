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
import { docs } from '@commons/platform/lib/route-docs';
import { parseBody } from '@commons/platform/lib/parse-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/user/individual`: the IAM Policy screen's calls, the account owner's alone. */
const subUserRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/my-subusers',
    { schema: docs({ summary: 'A page of sub-users', body: SubUsersPageRequestSchema, reply: SubUserPageSchema }) },
    async (request) =>
      app.subUsers.page(currentAccount(request), parseBody(SubUsersPageRequestSchema, request.body)),
  );

  app.post(
    '/create-subuser',
    { schema: docs({ summary: 'Create a sub-user', body: CreateSubUserSchema, reply: SubUserSchema, status: 201 }) },
    async (request, reply) => {
      const input = parseBody(CreateSubUserSchema, request.body);
      return reply.code(201).send(await app.subUsers.create(currentAccount(request), input));
    },
  );

  app.put(
    '/edit-subuser',
    { schema: docs({ summary: 'Edit a sub-user', body: EditSubUserSchema, reply: SubUserSchema }) },
    async (request) =>
      app.subUsers.edit(currentAccount(request), parseBody(EditSubUserSchema, request.body)),
  );

  app.post(
    '/delete-subuser',
    { schema: docs({ summary: 'Delete a sub-user', body: DeleteSubUserSchema, reply: DeletedSubUserSchema }) },
    async (request) => {
      const { subUserId } = parseBody(DeleteSubUserSchema, request.body);
      return app.subUsers.remove(currentAccount(request), subUserId);
    },
  );
};

export default subUserRoutes;
