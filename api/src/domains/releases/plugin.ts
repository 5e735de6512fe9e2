import type { Domain, ServiceFactories } from '../domain';
import { createReleaseService } from './checked-registry';
import { createHealthReports, type HealthReports } from './health-reports';
import { createRemoteFiles, type RemoteFilesService } from './remote-files';
import operatorReleaseRoutes from './operator-routes';
import registryRoutes from './registry-routes';
import { createRemoteRegistry, type RemoteRegistryService } from './remote-registry';
import remotesRoutes from './remotes-routes';
import type { ReleaseRegistry } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseRegistry;
    remoteRegistry: RemoteRegistryService;
    healthReports: HealthReports;
    remoteFiles: RemoteFilesService;
  }
}

/** Remote builds: the registry the host reads, the published files, and the release command line's endpoint. */
export const releasesDomain: Domain = {
  name: 'releases',
  services: {
    releases: createReleaseService,
    remoteRegistry: createRemoteRegistry,
    healthReports: createHealthReports,
    remoteFiles: ({ db, blobs, config }) => createRemoteFiles({ db, blobs, deployDir: config.deployDir }),
  } satisfies ServiceFactories<'releases' | 'remoteRegistry' | 'healthReports' | 'remoteFiles'>,
  operator: { '/releases': operatorReleaseRoutes },
  routes: { '/registry': registryRoutes, '': remotesRoutes },
};
