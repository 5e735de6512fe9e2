import { settleStaleIntents } from '../../operator/command-intents';
import type { Domain } from '../domain';
import { auditCommands } from './commands';

/**
 * The audit of every change made by staff or the command lines. Its table and writer are the
 * platform's (release commands write it too); operators read it with `pnpm ops audit list/export`.
 * Every hour, intents a stopped process left are recorded as events of unknown outcome
 * (docs/operations.md#the-audit).
 */
export const auditDomain: Domain = {
  name: 'audit',
  services: {},
  commands: auditCommands,
  jobs: { 'audit.settle': (app) => async () => ({ settled: await settleStaleIntents(app.db) }) },
  schedules: [{ queue: 'audit.settle', cron: '20 * * * *' }],
};
