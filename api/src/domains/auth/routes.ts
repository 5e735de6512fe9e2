import type { FastifyPluginAsync } from 'fastify';
import { LoginSchema, SignupSchema, TwoFactorLoginSchema } from '@commons/shared/schemas';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';
import { sendSignIn, signInClient } from './sign-in-client';

/**
 * Signing up and in, open to anyone; both reply with the current user, token included, or (two-factor
 * on) with a challenge the code step finishes. A full sign-in sets the device cookie (issue 31).
 */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/individual/signup',
    withBody(
      { summary: 'Sign up; replies with the new user and a session token', body: SignupSchema, status: 201 },
      // Before the body is read: a throttled address is refused whatever it sends.
      { preValidation: async (request) => app.signupLimiter.attempt(request.ip) },
    ),
    async (request, reply) => {
      const user = await app.authService.signup(request.body, signInClient(request), siteOrigin(app, request));
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/individual/login',
    withBody({
      summary: 'Sign in; replies with the user and a session token, or { twoFactorRequired, challenge } when two-factor is on',
      body: LoginSchema,
    }),
    async (request, reply) => sendSignIn(request, reply, await app.authService.login(request.body, signInClient(request))),
  );

  app.post(
    '/individual/login/two-factor',
    withBody({ summary: "Sign in's second step: the challenge and a current or recovery code; replies with the user and a session token", body: TwoFactorLoginSchema }),
    async (request, reply) => sendSignIn(request, reply, await app.authService.loginWithCode(request.body, signInClient(request))),
  );
};

export default authRoutes;
