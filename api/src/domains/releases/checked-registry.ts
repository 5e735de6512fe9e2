import type { RemoteName } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { createCompatibilityCheck, type CompatibilityCheck, type CompatibilityPaths } from './compatibility-check';
import { createReleaseRegistry, notPublished } from './registry';
import type { ReleaseRegistry } from './types';

/** Whether `version` of the remote is in the registry's published versions. */
export async function isPublished(registry: ReleaseRegistry, name: RemoteName, version: string): Promise<boolean> {
  const [listing] = await registry.list(name);
  return Boolean(listing?.versions.some((published) => published.version === version));
}

/**
 * The registry with activation refused for a version whose shared singletons the host cannot
 * serve (ARCHITECTURE.md: "refused at activation, not discovered by users"). Every way to
 * activate goes through it: the operator endpoint, and the command line on the database.
 */
export function withCompatibilityCheck(registry: ReleaseRegistry, check: CompatibilityCheck): ReleaseRegistry {
  return {
    ...registry,
    async activate(name, version, by) {
      // Unpublished first: its files are not there to check, and that is the reason to give.
      if (!(await isPublished(registry, name, version))) throw notPublished(name, version);
      await check(name, version);
      return registry.activate(name, version, by);
    },
  };
}

/**
 * The release registry of the server and of the command line on the database: activation
 * checked against the host build the site serves.
 */
export function createReleaseService({ db, config }: { db: Database; config: CompatibilityPaths }): ReleaseRegistry {
  return withCompatibilityCheck(createReleaseRegistry(db), createCompatibilityCheck(config));
}
