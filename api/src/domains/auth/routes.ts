import type { FastifyPluginAsync } from 'fastify';
import { auth } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { signedIn, signInClient } from './sign-in-client';

/**
 * Signing up, in and out. Signup and login reply with the current user, token included, or (two-factor
 * on) with a challenge the code step finishes; a full sign-in sets the device cookie
 * (docs/product-rules.md#sign-in-security).
 */
const authRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    auth.signup,
    async (request) => app.authService.signup(request.input.body, signInClient(request), siteOrigin(app, request)),
    // Before the body is read: a throttled address is refused whatever it sends.
    { preValidation: async (request) => app.signupLimiter.attempt(request.ip) },
  );

  route(app, auth.login, async (request, reply) =>
    signedIn(request, reply, await app.authService.login(request.input.body, signInClient(request), siteOrigin(app, request))),
  );

  route(app, auth.loginWithLink, async (request, reply) =>
    signedIn(request, reply, await app.authService.loginWithLink(request.input.body.token, signInClient(request))),
  );

  route(app, auth.loginWithCode, async (request, reply) =>
    signedIn(request, reply, await app.authService.loginWithCode(request.input.body, signInClient(request))),
  );

  route(app, auth.logout, async (request) => {
    if (request.sessionTokenHash) await app.authService.logout(request.sessionTokenHash);
    return { loggedOut: true } as const;
  });
};

export default authRoutes;
