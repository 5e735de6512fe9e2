import type { FastifyPluginAsync } from 'fastify';
import type { RemoteRegistry } from '@commons/shared/domain';

/** The release registry the host reads at start: the manifest of each remote's live version. */
const registryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/remotes.json', async (_request, reply): Promise<RemoteRegistry> => {
    // Never cached: switching a live version must reach every browser on its next load.
    reply.header('Cache-Control', 'no-store');
    const statuses = await app.releases.status();
    return {
      remotes: statuses.flatMap(({ name, live }) =>
        live ? [{ name, version: live.version, entry: `/remotes/${name}/${live.version}/mf-manifest.json` }] : [],
      ),
    };
  });
};

export default registryRoutes;
