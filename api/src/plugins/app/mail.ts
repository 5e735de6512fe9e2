import fp from 'fastify-plugin';
import { startMailSender, type MailSender, type SenderTiming } from '../../mail/sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the mail outbox (issue 31); `wake()` after queueing outside a request is never needed. */
    mailSender: MailSender;
  }
}

/** The outbox's sender, started with the app and stopped before the database closes. */
export default fp<{ timing?: Partial<SenderTiming> }>(
  async (app, { timing }) => {
    const sender = startMailSender({ db: app.db, config: app.config, changes: app.changes, log: app.log, timing });
    app.decorate('mailSender', sender);
    app.addHook('onClose', () => sender.stop());
  },
  { name: 'mail-sender', dependencies: ['config', 'db', 'change-feed'] },
);
