import { mailJob } from './sender';
import type { Domain } from '../domain';
import { mailCommands } from './commands';

/**
 * Mail: the outbox and its sender sit beside this file (queued by the domains that write mail,
 * sent by its `mail.send` jobs, below; docs/mail.md); operators get `pnpm ops mail list/show`.
 */
export const mailDomain: Domain = {
  name: 'mail',
  services: {},
  commands: mailCommands,
  // Sending, as a job of the engine (docs/jobs.md#how-the-site-uses-it).
  jobs: { 'mail.send': (app) => mailJob({ db: app.db, config: app.config, log: app.log, timing: app.mailTiming }) },
};
