import type { RegistryChannel, RegistryEntry, RemoteName, RemoteRegistry } from '@commons/shared/domain';
import { badRequest } from '@commons/server-kernel/errors';
import type { Canary } from './canary';
import { createReleaseService, isPublished, type ReleaseServiceDeps } from './checked-registry';
import { createCompatibilityCheck } from './compatibility-check';
import { createRemoteFiles } from './remote-files';
import { serving, type Serving } from './serving';
import { inRollout } from './rollout-bucket';
import { createVersionScreens, type VersionScreens } from './version-screens';

export type RemoteRegistryService = ReturnType<typeof createRemoteRegistry>;

/** An entry of a published version, with the screens it declared (the host's routes come from them). */
const entry = async (screens: VersionScreens, name: RemoteName, version: string, channel: RegistryChannel): Promise<RegistryEntry> => ({
  name,
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  channel,
  screens: (await screens(name, version)) ?? [],
});

const liveEntry = async (screens: VersionScreens, { name, live }: Serving): Promise<RegistryEntry[]> =>
  live ? [await entry(screens, name, live.version, 'live')] : [];

/**
 * The registry every browser gets, from what each remote serves (a site page carries it,
 * site/): the live versions; null while a rollout is in progress, since a browser's
 * version then depends on its rollout id, which only the browser knows.
 */
export async function registryForEveryBrowser(remotes: Serving[], screens: VersionScreens): Promise<RemoteRegistry | null> {
  if (remotes.some(({ rollout }) => rollout)) return null;
  return { remotes: (await Promise.all(remotes.map((serves) => liveEntry(screens, serves)))).flat() };
}

/** What `GET /registry/remotes.json` answers: the manifest of each remote's version for this browser. */
export function createRemoteRegistry(deps: ReleaseServiceDeps) {
  const releases = createReleaseService(deps);
  const files = createRemoteFiles({ db: deps.db, blobs: deps.blobs, deployDir: deps.config.deployDir });
  const check = createCompatibilityCheck(deps.config, files.ensureLocal);
  const screens = createVersionScreens({ deployDir: deps.config.deployDir, ensureLocal: files.ensureLocal });
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
      const entries = await Promise.all(
        remotes.map(async (serves): Promise<RegistryEntry[]> => {
          const { name, rollout } = serves;
          const canary = canaries.find((c) => c.name === name);
          // A dev server's screens are in its own source, not in a published screens.json.
          if (canary?.devUrl) return [{ name, version: canary.version, entry: canary.devUrl, channel: 'dev', screens: [] }];
          if (canary) return [await entry(screens, name, canary.version, 'canary')];
          if (rollout && clientId && inRollout(clientId, name, rollout.percent)) {
            return [await entry(screens, name, rollout.version, 'rollout')];
          }
          return liveEntry(screens, serves);
        }),
      );
      return { remotes: entries.flat() };
    },
  };
}
