import type { RemoteName } from '@commons/shared/domain';
import type { BlobStore } from '@commons/server-kernel/blobs/blob-store';
import type { VitalsGate } from '../config';
import type { Database } from '../db/database';
import { createCompatibilityCheck, type CompatibilityPaths } from './compatibility-check';
import { createHostPages } from './host-pages';
import { createReleaseRegistry } from './registry';
import { createRemoteFiles } from './remote-files';
import { createScreensCheck } from './screens-gate';
import { createVersionScreens } from './version-screens';
import type { ReleaseRegistry } from './types';

/** Whether `version` of the remote is in the registry's published versions. */
export async function isPublished(registry: ReleaseRegistry, name: RemoteName, version: string): Promise<boolean> {
  const [listing] = await registry.list(name);
  return Boolean(listing?.versions.some((published) => published.version === version));
}

export interface ReleaseServiceDeps {
  db: Database;
  config: CompatibilityPaths & { vitalsGate: VitalsGate };
  blobs: BlobStore;
}

/**
 * The release registry of the server and of the command line on the database: a publish keeps the
 * build's files in the blob store, and activate, rollback, rollout and promote refuse a version
 * whose shared libraries the host build the site serves cannot provide, so a mismatch is refused at
 * activation, not discovered by users (docs/releases.md#compatibility-check); publish and those
 * switches also refuse screens that clash with the host's pages or another remote's served screens,
 * and promote a rollout the health gate holds on its web vitals.
 */
export function createReleaseService({ db, config, blobs }: ReleaseServiceDeps): ReleaseRegistry {
  const { deployDir, hostDist } = config;
  const files = createRemoteFiles({ db, blobs, deployDir });
  const versionScreens = createVersionScreens({ deployDir, ensureLocal: files.ensureLocal });
  const screens = createScreensCheck({ deployDir, hostPages: createHostPages(hostDist), versionScreens });
  const check = createCompatibilityCheck(config, files.ensureLocal);
  return createReleaseRegistry(db, { check, files, screens, vitalsGate: config.vitalsGate });
}
