import type { Domain, ServiceFactories } from '../domain';
import { projectCommands } from './commands';
import { createProjects, type Projects } from './projects';
import { projectRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    projects: Projects;
  }
}

/**
 * The projects the listings belong to (docs/product-rules.md#carbon-credits): their AB 1305
 * disclosure, description and pictures, public to anyone, and the operators' commands that add
 * and edit them from a file.
 */
export const projectsDomain: Domain = {
  name: 'projects',
  services: { projects: createProjects } satisfies ServiceFactories<'projects'>,
  endpoints: projectRoutes,
  commands: projectCommands,
};
