import type { RegistryChannel, RegistryEntry, RemoteName, RemoteRegistry } from '@commons/shared/domain';
import { badRequest } from '../../errors';
import type { Canary } from './canary';
import { createReleaseService, isPublished, type ReleaseServiceDeps } from './checked-registry';
import { createCompatibilityCheck } from './compatibility-check';
import { createRemoteFiles } from './remote-files';
import { serving, type Serving } from './registry';
import { inRollout } from './rollout-bucket';

export type RemoteRegistryService = ReturnType<typeof createRemoteRegistry>;

const entry = (name: RemoteName, version: string, channel: RegistryChannel): RegistryEntry => ({
  name,
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  channel,
});

const liveEntry = ({ name, live }: Serving): RegistryEntry[] => (live ? [entry(name, live.version, 'live')] : []);

/**
 * The registry every browser gets, from what each remote serves (a site page carries it,
 * routes/site): the live versions; null while a rollout is in progress, since a browser's
 * version then depends on its rollout id, which only the browser knows.
 */
export function registryForEveryBrowser(remotes: Serving[]): RemoteRegistry | null {
  if (remotes.some(({ rollout }) => rollout)) return null;
  return { remotes: remotes.flatMap(liveEntry) };
}

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
        remotes: remotes.flatMap((serves): RegistryEntry[] => {
          const { name, rollout } = serves;
          const canary = canaries.find((c) => c.name === name);
          if (canary?.devUrl) return [{ name, version: canary.version, entry: canary.devUrl, channel: 'dev' }];
          if (canary) return [entry(name, canary.version, 'canary')];
          if (rollout && clientId && inRollout(clientId, name, rollout.percent)) {
            return [entry(name, rollout.version, 'rollout')];
          }
          return liveEntry(serves);
        }),
      };
    },
  };
}
