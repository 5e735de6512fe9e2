import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PlatformDeps } from './platform-deps';
import { createReleaseService } from './releases/checked-registry';
import { createHealthReports, type HealthReports } from './releases/health-reports';
import operatorReleaseRoutes from './releases/operator-routes';
import registryRoutes from './releases/registry-routes';
import { createReleaseBoard, type ReleaseBoard } from './releases/release-board';
import { createRemoteFiles, type RemoteFilesService } from './releases/remote-files';
import { createRemoteRegistry, type RemoteRegistryService } from './releases/remote-registry';
import remotesRoutes from './releases/remotes-routes';
import { createSwitchHistory, type SwitchHistory } from './releases/switch-history';
import type { ReleaseRegistry } from './releases/types';
import siteRoutes from './site';
import type { PageHeads } from './site/page-heads';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseRegistry;
    /** The console's view of every remote: status, versions, loads and vitals over an hour and a day. */
    releaseBoard: ReleaseBoard;
    /** The remotes' switches, newest first, a page at a time. */
    switchHistory: SwitchHistory;
    remoteRegistry: RemoteRegistryService;
    healthReports: HealthReports;
    remoteFiles: RemoteFilesService;
  }
}

export interface PlatformOptions extends PlatformDeps {
  /** onRequest hook of `/api/operator/releases`: the server's one operator token, or 401. */
  authenticateOperator(request: FastifyRequest): Promise<void>;
  /** The heads of the site's pages that show one record, by screen path (site/page-heads.ts). */
  pageHeads?: PageHeads;
}

/**
 * The delivery platform (docs/api.md#the-platform-one-plugin): the registry the host reads
 * (`/registry`), the published remotes' files (`/remotes`), the release command line's endpoint
 * (`/api/operator/releases`) and the site's pages. The server mounts it once, after its own routes:
 * the site answers every path no other route takes. It imports nothing of the product; what it
 * needs comes in `options`.
 */
export default fp<PlatformOptions>(
  async (app, { db, blobs, config, authenticateOperator, pageHeads = {} }) => {
    const deps = { db, blobs, config };
    const releases = createReleaseService(deps);
    app.decorate('releases', releases);
    app.decorate('releaseBoard', createReleaseBoard(db, releases));
    app.decorate('switchHistory', createSwitchHistory(db));
    app.decorate('remoteRegistry', createRemoteRegistry(deps));
    app.decorate('healthReports', createHealthReports(deps));
    app.decorate('remoteFiles', createRemoteFiles({ db, blobs, deployDir: config.deployDir }));

    await app.register(
      async (operator) => {
        operator.addHook('onRequest', authenticateOperator);
        await operator.register(operatorReleaseRoutes, { prefix: '/releases' });
      },
      { prefix: '/api/operator' },
    );
    await app.register(registryRoutes, { prefix: '/registry', config });
    await app.register(remotesRoutes, { config });
    await app.register(siteRoutes, { db, config, pageHeads });
  },
  { name: 'platform', dependencies: ['security-headers'] },
);
