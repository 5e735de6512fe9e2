import type { RegistryChannel, RegistryEntry, RemoteName, RemoteRegistry } from '@commons/shared/domain';
import { badRequest } from '../../errors';
import type { Database } from '../../db/database';
import type { Canary } from './canary';
import { createReleaseService, isPublished } from './checked-registry';
import { createCompatibilityCheck, type CompatibilityPaths } from './compatibility-check';

export type RemoteRegistryService = ReturnType<typeof createRemoteRegistry>;

const entry = (name: RemoteName, version: string, channel: RegistryChannel): RegistryEntry => ({
  name,
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  channel,
});

/** What `GET /registry/remotes.json` answers: the manifest of each remote's live version. */
export function createRemoteRegistry(deps: { db: Database; config: CompatibilityPaths }) {
  const releases = createReleaseService(deps);
  const check = createCompatibilityCheck(deps.config);
  /** Refuses a canary that is not published, or that the live host could not run. */
  const assertCanary = async ({ name, version }: Canary) => {
    if (!(await isPublished(releases, name, version))) {
      throw badRequest(`${name} ${version} is not published; only published versions can be tried as a canary`);
    }
    await check(name, version);
  };

  return {
    /** The live registry, with each canary's remote switched to its version for this reply only. */
    async current(canaries: Canary[] = []): Promise<RemoteRegistry> {
      await Promise.all(canaries.map(assertCanary));
      const statuses = await releases.status();
      return {
        remotes: statuses.flatMap(({ name, live }) => {
          const canary = canaries.find((c) => c.name === name);
          if (canary) return [entry(name, canary.version, 'canary')];
          return live ? [entry(name, live.version, 'live')] : [];
        }),
      };
    },
  };
}
