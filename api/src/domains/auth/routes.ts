import type { FastifyPluginAsync } from 'fastify';
import { LoginSchema, SignupSchema } from '@commons/shared/schemas';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';

/** Signing up and in, open to anyone; both reply with the current user, token included. */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/individual/signup',
    withBody({ summary: 'Sign up; replies with the new user and a session token', body: SignupSchema, status: 201 }),
    async (request, reply) => {
      const user = await app.authService.signup(request.body, siteOrigin(app, request));
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/individual/login',
    withBody({ summary: 'Sign in; replies with the user and a session token', body: LoginSchema }),
    async (request) => app.authService.login(request.body, request.ip),
  );
};

export default authRoutes;
