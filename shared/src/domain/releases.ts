/**
 * The remotes composed by the host. Each is built from `mfe-<name>/` and published to the
 * release registry under its own versions (ARCHITECTURE.md, "Release registry").
 */
export const remoteNames = ['account', 'carbon', 'wallet', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** How a remote's live version changed: a new activation, or a step back to the one before. */
export const activationActions = ['activate', 'rollback'] as const;
export type ActivationAction = (typeof activationActions)[number];

/** One live remote in `GET /registry/remotes.json`: where its Module Federation manifest is. */
export interface RegistryEntry {
  name: RemoteName;
  version: string;
  /** Same-origin URL of the version's `mf-manifest.json`, e.g. `/remotes/account/1.0.0/mf-manifest.json`. */
  entry: string;
}

/** The reply of `GET /registry/remotes.json`, served `Cache-Control: no-store`. */
export interface RemoteRegistry {
  remotes: RegistryEntry[];
}
