import type { FastifyPluginAsync } from 'fastify';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { parseBody } from '@commons/server-kernel/lib/parse-body';
import { OperatorSchemas } from './schemas';

/**
 * The release commands for the CLI while this server holds the embedded database. The CLI
 * copies the files into the deploy store itself; these only change the registry.
 */
const operatorReleaseRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/publish',
    { schema: docs({ summary: 'Record a published version', body: OperatorSchemas.publish }) },
    async (request) => app.releases.recordPublish(parseBody(OperatorSchemas.publish, request.body)),
  );

  app.post('/activate', { schema: docs({ summary: 'Make a version live', body: OperatorSchemas.activate }) }, async (request) => {
    const { name, version, by, force, reason } = parseBody(OperatorSchemas.activate, request.body);
    return app.releases.activate(name, version, by, { force, reason });
  });

  app.post(
    '/rollback',
    { schema: docs({ summary: 'Go back to the previous live version', body: OperatorSchemas.rollback }) },
    async (request) => {
      const { name, by, force, reason } = parseBody(OperatorSchemas.rollback, request.body);
      return app.releases.rollback(name, by, { force, reason });
    },
  );

  app.post(
    '/rollout',
    { schema: docs({ summary: 'Serve a version to a share of browsers', body: OperatorSchemas.rollout }) },
    async (request) => {
      const { name, version, percent, by, force, reason } = parseBody(OperatorSchemas.rollout, request.body);
      return app.releases.rollout(name, version, percent, by, { force, reason });
    },
  );

  app.post(
    '/promote',
    { schema: docs({ summary: "Make a rollout's version live", body: OperatorSchemas.promote }) },
    async (request) => {
      const { name, by, force, reason } = parseBody(OperatorSchemas.promote, request.body);
      return app.releases.promote(name, by, { force, reason });
    },
  );

  app.post('/abort', { schema: docs({ summary: 'Stop a rollout', body: OperatorSchemas.abort }) }, async (request) => {
    const { name, by, reason } = parseBody(OperatorSchemas.abort, request.body);
    return app.releases.abort(name, by, { reason });
  });

  app.post('/freeze', { schema: docs({ summary: 'Stop every switch of a remote until it is unfrozen', body: OperatorSchemas.freeze }) }, async (request) => {
    const { name, by, reason } = parseBody(OperatorSchemas.freeze, request.body);
    return app.releases.freeze(name, by, { reason });
  });

  app.post('/unfreeze', { schema: docs({ summary: "End a remote's freeze", body: OperatorSchemas.unfreeze }) }, async (request) => {
    const { name, by, reason } = parseBody(OperatorSchemas.unfreeze, request.body);
    return app.releases.unfreeze(name, by, { reason });
  });

  app.post(
    '/list',
    { schema: docs({ summary: "A remote's (or every remote's) versions", body: OperatorSchemas.list }) },
    async (request) => {
      const { name } = parseBody(OperatorSchemas.list, request.body);
      return { remotes: await app.releases.list(name) };
    },
  );

  app.post(
    '/status',
    { schema: docs({ summary: 'Every remote, live and rolling out', body: OperatorSchemas.status }) },
    async (request) => {
      parseBody(OperatorSchemas.status, request.body);
      return { remotes: await app.releases.status() };
    },
  );
};

export default operatorReleaseRoutes;
