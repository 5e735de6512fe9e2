import { createBlobStore } from '@commons/server-kernel/blobs/create-blob-store';
import type { BlobStoreConfig } from '@commons/server-kernel/env/blob-store';
import type { VitalsGate } from '../config';
import type { Database } from '../db/database';
import { createReleaseService } from '../releases/checked-registry';
import type { CompatibilityPaths } from '../releases/compatibility-check';
import type { ReleaseRegistry, RemoteListing, RemoteStatus } from '../releases/types';
import type { OperatorBackends } from '@commons/server-kernel/cli/operator-connection';
import type { OperatorCall } from '@commons/server-kernel/cli/operator-http';

/** The release registry through a running server's operator endpoint (which checks activations). */
export function createReleaseClient(call: OperatorCall): ReleaseRegistry {
  return {
    recordPublish: (record) => call('releases/publish', record),
    activate: (name, version, by, { force = false, reason } = {}) =>
      call('releases/activate', { name, version, by, force, ...(reason ? { reason } : {}) }),
    rollback: (name, by, { force = false, reason } = {}) => call('releases/rollback', { name, by, force, ...(reason ? { reason } : {}) }),
    rollout: (name, version, percent, by, { force = false, reason } = {}) =>
      call('releases/rollout', { name, version, percent, by, force, ...(reason ? { reason } : {}) }),
    promote: (name, by, { force = false, reason } = {}) => call('releases/promote', { name, by, force, ...(reason ? { reason } : {}) }),
    // The gate's `version` guard is the server's own; the command line aborts whatever rolls out.
    abort: (name, by, { reason } = {}) => call('releases/abort', { name, by, ...(reason ? { reason } : {}) }),
    freeze: (name, by, { reason }) => call('releases/freeze', { name, by, reason }),
    unfreeze: (name, by, { reason }) => call('releases/unfreeze', { name, by, reason }),
    list: async (name) => (await call<{ remotes: RemoteListing[] }>('releases/list', { name })).remotes,
    status: async () => (await call<{ remotes: RemoteStatus[] }>('releases/status', {})).remotes,
  };
}

/**
 * The registry for `connectOperator`: over HTTP, or on the database with the same check of a
 * remote's singletons against the host build the server would have made.
 */
export const releaseBackends = (
  config: CompatibilityPaths & { blobStore: BlobStoreConfig; vitalsGate: VitalsGate },
): OperatorBackends<ReleaseRegistry, Database> => ({
  server: createReleaseClient,
  database: (db) => createReleaseService({ db, config, blobs: createBlobStore(config, db) }),
});
