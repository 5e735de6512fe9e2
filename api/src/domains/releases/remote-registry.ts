import type { RegistryChannel, RegistryEntry, RemoteName, RemoteRegistry } from '@commons/shared/domain';
import { badRequest } from '../../errors';
import type { Canary } from './canary';
import { createReleaseService, isPublished, type ReleaseServiceDeps } from './checked-registry';
import { createCompatibilityCheck } from './compatibility-check';
import { createRemoteFiles } from './remote-files';
import { serving } from './registry';
import { inRollout } from './rollout-bucket';

export type RemoteRegistryService = ReturnType<typeof createRemoteRegistry>;

const entry = (name: RemoteName, version: string, channel: RegistryChannel): RegistryEntry => ({
  name,
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  channel,
});

/** What `GET /registry/remotes.json` answers: the manifest of each remote's version for this browser. */
export function createRemoteRegistry(deps: ReleaseServiceDeps) {
  const releases = createReleaseService(deps);
  const files = createRemoteFiles({ db: deps.db, blobs: deps.blobs, deployDir: deps.config.deployDir });
  const check = createCompatibilityCheck(deps.config, files.ensureLocal);
  /** Refuses a canary that is not published, or that the live host could not run. */
  const assertCanary = async ({ name, version, devUrl }: Canary) => {
    if (devUrl) return;
    if (!(await isPublished(releases, name, version))) {
      throw badRequest(`${name} ${version} is not published; only published versions can be tried as a canary`);
    }
    await check(name, version);
  };

  return {
    /**
     * Each remote's live version; its rollout's version when `clientId`'s bucket falls inside the
     * rollout's share; each canary's version for this reply only.
     */
    async current(canaries: Canary[] = [], clientId: string | null = null): Promise<RemoteRegistry> {
      await Promise.all(canaries.map(assertCanary));
      const remotes = await serving(deps.db);
      return {
        remotes: remotes.flatMap(({ name, live, rollout }): RegistryEntry[] => {
          const canary = canaries.find((c) => c.name === name);
          if (canary?.devUrl) return [{ name, version: canary.version, entry: canary.devUrl, channel: 'dev' }];
          if (canary) return [entry(name, canary.version, 'canary')];
          if (rollout && clientId && inRollout(clientId, name, rollout.percent)) {
            return [entry(name, rollout.version, 'rollout')];
          }
          return live ? [entry(name, live.version, 'live')] : [];
        }),
      };
    },
  };
}
