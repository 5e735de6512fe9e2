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
    const { name, version, by } = parseBody(OperatorSchemas.activate, request.body);
    return app.releases.activate(name, version, by);
  });

  app.post('/rollback', async (request) => {
    const { name, by } = parseBody(OperatorSchemas.rollback, request.body);
    return app.releases.rollback(name, by);
  });

  app.post('/list', async (request) => {
    const { name } = parseBody(OperatorSchemas.list, request.body);
    return { remotes: await app.releases.list(name) };
  });

  app.post('/status', async () => ({ remotes: await app.releases.status() }));
};

export default operatorReleaseRoutes;
