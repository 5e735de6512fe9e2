import type { Domain } from '../domain';
import { mailCommands } from './commands';

/**
 * Mail (issue 31): the outbox itself is api/src/mail (queued by the domains that write mail,
 * sent by the app's sender); this domain gives operators `pnpm ops mail list/show`.
 */
export const mailDomain: Domain = {
  name: 'mail',
  services: {},
  commands: mailCommands,
};
