import type { FastifyPluginAsync } from 'fastify';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  MailSentSchema,
  PasswordChangedSchema,
  PendingEmailSchema,
  ResetPasswordSchema,
  VerifiedEmailSchema,
  VerifyEmailSchema,
} from '@commons/shared/schemas';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { unauthenticated } from '@commons/server-kernel/errors';
import { idempotent } from '@commons/server-kernel/lib/idempotent';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** The links mailed to an account, followed without a session (public). */
export const accountLinkRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/individual/verify-email',
    withBody({ summary: 'Follow a verification or change-of-address link', body: VerifyEmailSchema, reply: VerifiedEmailSchema }),
    async (request) => app.emailVerification.verify(request.body.token),
  );

  app.post(
    '/individual/forgot-password',
    withBody({
      summary: 'Mail a password reset link; the same answer whether or not the address has an account',
      body: ForgotPasswordSchema,
      reply: MailSentSchema,
    }),
    async (request) => app.passwordReset.forgot(request.body, request.ip, siteOrigin(app, request)),
  );

  app.post(
    '/individual/reset-password',
    withBody({ summary: 'Set a new password from a reset link; ends every session', body: ResetPasswordSchema, reply: PasswordChangedSchema }),
    async (request) => app.passwordReset.reset(request.body, siteOrigin(app, request)),
  );
};

/** The Security page's calls and the banner's Resend, for the signed-in member. */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/individual/resend-verification',
    { schema: docs({ summary: 'Mail a new link to verify the address', reply: MailSentSchema }) },
    async (request) => app.emailVerification.resend(currentAccount(request), siteOrigin(app, request)),
  );

  app.post(
    '/individual/change-password',
    idempotent(withBody({ summary: 'Change the password; ends every other session', body: ChangePasswordSchema, reply: PasswordChangedSchema })),
    async (request) => {
      if (!request.sessionTokenHash) throw unauthenticated();
      return app.securityChanges.changePassword(currentAccount(request), request.sessionTokenHash, request.body, siteOrigin(app, request));
    },
  );

  app.post(
    '/individual/change-email',
    idempotent(
      withBody({ summary: 'Ask to change the email; a link to the new address confirms it', body: ChangeEmailSchema, reply: PendingEmailSchema }),
    ),
    async (request) => app.securityChanges.changeEmail(currentAccount(request), request.body, siteOrigin(app, request)),
  );
};
