import type { Domain } from '../domain';
import { auditCommands } from './commands';

/**
 * The audit of every change made by staff or the command lines. Its table and writer are the
 * platform's (release commands write it too); operators read it with `pnpm ops audit list/export`.
 */
export const auditDomain: Domain = {
  name: 'audit',
  services: {},
  commands: auditCommands,
};
