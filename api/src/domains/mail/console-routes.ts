import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import type { OutboxEntry } from '@commons/shared/schemas';
import { consoleRoute } from '../staff/console-route';
import { opsCommandOf, runAsStaff } from '../staff/console-command';
import { mailCommands } from './commands';
import { createMailOperations } from './mail-operations';
import { outboxPage } from './outbox-page';
import { staffView } from './staff-view';

/**
 * The operator's Mail screen in the console (docs/api.md#the-console-api): the outbox as
 * `mail list|show` read it, and a resend that is the `mail resend` ops command run as the staff
 * member, so its audit event names them with their reason (docs/operations.md#the-audit).
 */
export const mailConsoleRoutes: FastifyPluginAsync = async (app) => {
  const mail = createMailOperations(app);
  const resend = opsCommandOf(mailCommands, 'mail.resend');

  consoleRoute(app, consoleApi.outboxPage, async (request) => outboxPage(app.db, request.input.query));
  consoleRoute(app, consoleApi.outboxMail, async (request) => staffView(await mail.show(request.input.params.mailId)));
  consoleRoute(app, consoleApi.resendMail, async (request) =>
    runAsStaff<OutboxEntry>(app, request, resend, { mailId: request.input.params.mailId, reason: request.input.body.reason }),
  );
};
