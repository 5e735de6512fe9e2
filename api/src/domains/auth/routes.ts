import type { FastifyPluginAsync } from 'fastify';
import { LoginSchema, SignupSchema } from '@commons/shared/schemas';
import { docs } from '@commons/platform/lib/route-docs';
import { parseBody } from '@commons/platform/lib/parse-body';

/** Signing up and in, open to anyone; both reply with the current user, token included. */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/individual/signup',
    { schema: docs({ summary: 'Sign up; replies with the new user and a session token', body: SignupSchema, status: 201 }) },
    async (request, reply) => {
      const input = parseBody(SignupSchema, request.body);
      const user = await app.authService.signup(input);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/individual/login',
    { schema: docs({ summary: 'Sign in; replies with the user and a session token', body: LoginSchema }) },
    async (request) => {
      const input = parseBody(LoginSchema, request.body);
      return app.authService.login(input, request.ip);
    },
  );
};

export default authRoutes;
