import type { Domain } from '../domain';
import { jobCommands } from './commands';

/**
 * The job engine as operators see it: no API of its own, one command (`pnpm ops jobs list`).
 * The engine and its two app plugins sit beside this file (docs/jobs.md#how-the-site-uses-it).
 */
export const jobsDomain: Domain = {
  name: 'jobs',
  services: {},
  commands: jobCommands,
};
