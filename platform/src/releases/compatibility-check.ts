import path from 'node:path';
import type { RemoteName } from '@commons/shared/domain';
import { conflict } from '@commons/server-kernel/errors';
import { readSharedLibraries } from './shared-manifest';
import { describeMismatches, singletonMismatches } from './singleton-compatibility';

/** Throws, naming each library and both versions, when a remote version cannot run in the host. */
export type CompatibilityCheck = (name: RemoteName, version: string) => Promise<void>;

export interface CompatibilityPaths {
  deployDir: string;
  /** The host build the site serves; its `mf-manifest.json` lists the singletons it provides. */
  hostDist: string;
}

/**
 * Compares the singletons a published remote version asks for (its `mf-manifest.json` in the
 * deploy store) with the ones the host build provides (the host's own `mf-manifest.json`).
 * Read at each call: a host rebuilt with new majors is judged by what it is now.
 */
export function createCompatibilityCheck(
  { deployDir, hostDist }: CompatibilityPaths,
  /** Brings a version published through another instance onto this disk first. */
  ensureLocal: (name: RemoteName, version: string) => Promise<boolean> = async () => true,
): CompatibilityCheck {
  return async (name, version) => {
    await ensureLocal(name, version);
    const remoteManifest = path.join(deployDir, name, version, 'mf-manifest.json');
    const remote = await readSharedLibraries(remoteManifest);
    if (!remote) throw conflict(`${name} ${version} has no ${remoteManifest}; publish it again`);
    if (!remote.some((library) => library.singleton)) return;

    const hostManifest = path.join(hostDist, 'mf-manifest.json');
    const host = await readSharedLibraries(hostManifest);
    if (!host) {
      throw conflict(`Cannot check ${name} ${version} against the host: ${hostManifest} is missing; build the host first`);
    }
    const mismatches = singletonMismatches(remote, host);
    if (mismatches.length > 0) throw conflict(describeMismatches(`${name} ${version}`, mismatches));
  };
}
