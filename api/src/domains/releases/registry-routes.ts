import type { FastifyPluginAsync } from 'fastify';
import type { RemoteRegistry } from '@commons/shared/domain';
import { parseCanaries } from './canary';

/**
 * The release registry the host reads at start: the manifest of each remote's live version.
 * `?remote=carbon@1.3.0` (repeated or comma-separated) swaps in a published version for the
 * asking tab only: the canary of ARCHITECTURE.md.
 */
const registryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/remotes.json', async (request, reply): Promise<RemoteRegistry> => {
    // Never cached: switching a live version must reach every browser on its next load.
    reply.header('Cache-Control', 'no-store');
    return app.remoteRegistry.current(parseCanaries(request.query));
  });
};

export default registryRoutes;
