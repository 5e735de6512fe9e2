import type { Domain } from '../domain';
import { jobCommands } from './commands';

/** The job engine as operators see it (issue 32): no API of its own, one command. */
export const jobsDomain: Domain = {
  name: 'jobs',
  services: {},
  commands: jobCommands,
};
