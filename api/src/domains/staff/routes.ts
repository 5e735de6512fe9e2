import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { releaseConsoleRoutes } from '../releases/console-routes';
import { recordReviewRoutes } from '../carbon/console-routes';
import { documentReviewRoutes } from '../documents/console-routes';
import { accountReviewRoutes } from '../users/console-routes';
import { withdrawalConsoleRoutes } from '../wallet/console-routes';
import { auditConsoleRoutes } from '../audit/console-routes';
import { mailConsoleRoutes } from '../mail/console-routes';
import { jobConsoleRoutes } from '../jobs/console-routes';
import { planConsoleRoutes } from '../plans/console-routes';
import { projectConsoleRoutes } from '../projects/console-routes';
import { bankTransferConsoleRoutes } from '../bank-transfers/console-routes';
import { clearedConsoleCookie, consoleCookie } from './console-cookie';
import { registerRecoveryConsoleRoutes } from '../sign-in-security/console-routes';
import { authorizeConsole, consoleRoute, currentConsoleSession, requireDeclaredConsoleRoute } from './console-route';
import { registerStaffConsoleRoutes } from './console-staff-routes';

/**
 * The console's API under /api/console (docs/api.md#the-console-api): every route from its
 * declaration, each checked by `authorizeConsole` against the cookie session.
 */
export const consoleRoutes: FastifyPluginAsync = async (app) => {
  const secure = app.config.publicUrl?.startsWith('https:') ?? false;
  app.decorateRequest('consoleSession', null);
  app.addHook('onRoute', requireDeclaredConsoleRoute);
  app.addHook('onRequest', authorizeConsole(app.staffConsole));

  consoleRoute(app, consoleApi.invitation, async (request) => app.staffConsole.invitation(request.input.query.token));

  consoleRoute(app, consoleApi.acceptInvitation, async (request) => ({
    recoveryCodes: await app.staffConsole.accept(request.input.body),
  }));

  consoleRoute(app, consoleApi.signIn, async (request, reply) => {
    const { token, session } = await app.staffConsole.signIn(request.input.body, request.ip);
    reply.header('set-cookie', consoleCookie(token, secure));
    return session;
  });

  consoleRoute(app, consoleApi.requestSignInLink, async (request) => app.staffConsole.requestLink(request.input.body, request.ip));

  consoleRoute(app, consoleApi.session, async (request) => app.staffConsole.session(currentConsoleSession(request)));

  consoleRoute(app, consoleApi.signOut, async (request, reply) => {
    await app.staffConsole.sessions.end(currentConsoleSession(request).tokenHash);
    reply.header('set-cookie', clearedConsoleCookie(secure));
    return undefined;
  });

  // Each working screen's routes, in the domain that owns its service.
  await app.register(releaseConsoleRoutes);
  await app.register(accountReviewRoutes);
  await app.register(documentReviewRoutes);
  await app.register(recordReviewRoutes);
  await app.register(withdrawalConsoleRoutes);
  registerStaffConsoleRoutes(app);
  registerRecoveryConsoleRoutes(app);
  await app.register(auditConsoleRoutes);
  await app.register(mailConsoleRoutes);
  await app.register(planConsoleRoutes);
  await app.register(jobConsoleRoutes);
  await app.register(projectConsoleRoutes);
  await app.register(bankTransferConsoleRoutes);
};
