import type { FastifyPluginAsync } from 'fastify';
import { parseBody } from '../../lib/parse-body';
import { OperatorSchemas } from './schemas';

/**
 * The release commands for the CLI while this server holds the embedded database. The CLI
 * copies the files into the deploy store itself; these only change the registry.
 */
const operatorReleaseRoutes: FastifyPluginAsync = async (app) => {
  app.post('/publish', async (request) => app.releases.recordPublish(parseBody(OperatorSchemas.publish, request.body)));

  app.post('/activate', async (request) => {
    const { name, version, by, force } = parseBody(OperatorSchemas.activate, request.body);
    return app.releases.activate(name, version, by, { force });
  });

  app.post('/rollback', async (request) => {
    const { name, by, force } = parseBody(OperatorSchemas.rollback, request.body);
    return app.releases.rollback(name, by, { force });
  });

  app.post('/rollout', async (request) => {
    const { name, version, percent, by, force } = parseBody(OperatorSchemas.rollout, request.body);
    return app.releases.rollout(name, version, percent, by, { force });
  });

  app.post('/promote', async (request) => {
    const { name, by, force } = parseBody(OperatorSchemas.promote, request.body);
    return app.releases.promote(name, by, { force });
  });

  app.post('/abort', async (request) => {
    const { name, by, reason } = parseBody(OperatorSchemas.abort, request.body);
    return app.releases.abort(name, by, { reason });
  });

  app.post('/list', async (request) => {
    const { name } = parseBody(OperatorSchemas.list, request.body);
    return { remotes: await app.releases.list(name) };
  });

  app.post('/status', async () => ({ remotes: await app.releases.status() }));
};

export default operatorReleaseRoutes;
