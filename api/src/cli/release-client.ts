import { createReleaseService } from '../domains/releases/checked-registry';
import type { CompatibilityPaths } from '../domains/releases/compatibility-check';
import type { ReleaseRegistry, RemoteListing, RemoteStatus } from '../domains/releases/types';
import type { OperatorBackends } from './operator-connection';
import type { OperatorCall } from './operator-http';

/** The release registry through a running server's operator endpoint (which checks activations). */
export function createReleaseClient(call: OperatorCall): ReleaseRegistry {
  return {
    recordPublish: (record) => call('releases/publish', record),
    activate: (name, version, by) => call('releases/activate', { name, version, by }),
    rollback: (name, by) => call('releases/rollback', { name, by }),
    list: async (name) => (await call<{ remotes: RemoteListing[] }>('releases/list', { name })).remotes,
    status: async () => (await call<{ remotes: RemoteStatus[] }>('releases/status', {})).remotes,
  };
}

/**
 * The registry for `connectOperator`: over HTTP, or on the database with the same check of a
 * remote's singletons against the host build the server would have made.
 */
export const releaseBackends = (paths: CompatibilityPaths): OperatorBackends<ReleaseRegistry> => ({
  server: createReleaseClient,
  database: (db) => createReleaseService({ db, config: paths }),
});
