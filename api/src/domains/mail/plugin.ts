import { mailJob } from '../../mail/sender';
import type { Domain } from '../domain';
import { mailCommands } from './commands';

/**
 * Mail (issue 31): the outbox itself is api/src/mail (queued by the domains that write mail,
 * sent by its `mail.send` jobs, below); this domain gives operators `pnpm ops mail list/show`.
 */
export const mailDomain: Domain = {
  name: 'mail',
  services: {},
  commands: mailCommands,
  // Sending, as a job of the engine (issue 32).
  jobs: { 'mail.send': (app) => mailJob({ db: app.db, config: app.config, log: app.log, timing: app.mailTiming }) },
};
