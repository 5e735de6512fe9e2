import type { FastifyPluginAsync } from 'fastify';
import { emailAndPassword } from '@commons/shared/contract';
import { unauthenticated } from '@commons/server-kernel/errors';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount } from '../../plugins/app/authenticate';

/** The links mailed to an account, followed without a session (public). */
export const accountLinkRoutes: FastifyPluginAsync = async (app) => {
  route(app, emailAndPassword.verifyEmail, async (request) =>
    app.emailVerification.verify(request.input.body.token, siteOrigin(app, request)),
  );

  route(app, emailAndPassword.forgotPassword, async (request) =>
    app.passwordReset.forgot(request.input.body, request.ip, siteOrigin(app, request)),
  );

  route(app, emailAndPassword.resetPassword, async (request) => app.passwordReset.reset(request.input.body, siteOrigin(app, request)));
};

/** The Security page's calls and the banner's Resend, for the signed-in member. */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  route(app, emailAndPassword.resendVerification, async (request) =>
    app.emailVerification.resend(currentAccount(request), siteOrigin(app, request)),
  );

  route(app, emailAndPassword.changePassword, async (request) => {
    if (!request.sessionTokenHash) throw unauthenticated();
    return app.securityChanges.changePassword(currentAccount(request), request.sessionTokenHash, request.input.body, siteOrigin(app, request));
  });

  route(app, emailAndPassword.changeEmail, async (request) =>
    app.securityChanges.changeEmail(currentAccount(request), request.input.body, siteOrigin(app, request)),
  );
};
