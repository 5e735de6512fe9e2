import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { dataUploadMaxBytes } from '@commons/shared/schemas';
import type { ListingRow } from '../../db/schema';
import { carbonCommands } from '../carbon/commands';
import { opsCommandOf, runAsStaff } from '../staff/console-command';
import { consoleRoute } from '../staff/console-route';
import { projectCommands } from './commands';
import { consoleProjectsPage } from './console-projects-page';
import { addedListingLines, previewListings, previewProjects, projectLines } from './data-upload';
import { projectsForSale } from './for-sale';
import type { SeededProject } from './project-save';

/**
 * The console's Projects screen (docs/api.md#the-console-api): what is for sale, and an uploaded
 * projects or listings file, previewed by the seed's dry run, then saved by the `projects seed`
 * or `listings seed` ops command run as the staff member, who is the audit event's actor.
 */
export const projectConsoleRoutes: FastifyPluginAsync = async (app) => {
  const seedProjects = opsCommandOf(projectCommands, 'projects.seed');
  const seedListings = opsCommandOf(carbonCommands, 'listings.seed');
  // The uploaded file rides in the JSON body, so the body's limit is the file's (said in the 413).
  const upload = { bodyLimit: dataUploadMaxBytes };

  consoleRoute(app, consoleApi.consoleProjects, async (request) => {
    const { query } = request.input;
    const { stock, total } = await consoleProjectsPage(app.db, query);
    return { projects: await projectsForSale(app.db, stock), page: query.page, limit: query.limit, total };
  });

  consoleRoute(
    app,
    consoleApi.previewDataUpload,
    async (request) => {
      const { kind, file } = request.input.body;
      const lines = kind === 'projects' ? await previewProjects(app.projects, file) : await previewListings(app.listings, file);
      return { kind, saved: false, lines };
    },
    upload,
  );

  consoleRoute(
    app,
    consoleApi.saveDataUpload,
    async (request) => {
      const { kind, file, reason } = request.input.body;
      const body = { upload: file, reason };
      if (kind === 'projects') {
        const { projects } = await runAsStaff<{ projects: SeededProject[] }>(app, request, seedProjects, body);
        return { kind, saved: true, lines: projectLines(projects) };
      }
      const { added } = await runAsStaff<{ added: ListingRow[] }>(app, request, seedListings, body);
      return { kind, saved: true, lines: addedListingLines(added) };
    },
    upload,
  );
};
