import type { ActivationAction, RemoteName } from '@commons/shared/domain';

/** One switch of a remote's live version. Times are ISO strings so the shape survives JSON. */
export interface ActivationInfo {
  version: string;
  action: ActivationAction;
  activatedAt: string;
  activatedBy: string;
}

export interface VersionInfo {
  version: string;
  contentHash: string;
  publishedAt: string;
  publishedBy: string;
  live: boolean;
}

/** `list`: every published version of a remote and the history of its switches, newest first. */
export interface RemoteListing {
  name: RemoteName;
  live: ActivationInfo | null;
  versions: VersionInfo[];
  history: ActivationInfo[];
}

/** `status`: the live version of a remote, null before its first activation. */
export interface RemoteStatus {
  name: RemoteName;
  live: ActivationInfo | null;
}

export interface PublishRecord {
  name: RemoteName;
  version: string;
  contentHash: string;
  by: string;
}

export interface PublishResult {
  name: RemoteName;
  version: string;
  contentHash: string;
  /** False when this version was already published with the same bytes (a no-op). */
  created: boolean;
}

export interface SwitchResult {
  name: RemoteName;
  version: string;
  previous: string | null;
  /** False when the version asked for was already live. */
  changed: boolean;
}

/**
 * The release registry's records. The database implements it directly; the CLI's operator
 * client implements it over HTTP while a server holds the embedded database.
 */
export interface ReleaseRegistry {
  recordPublish(record: PublishRecord): Promise<PublishResult>;
  activate(name: RemoteName, version: string, by: string): Promise<SwitchResult>;
  rollback(name: RemoteName, by: string): Promise<SwitchResult>;
  list(name?: RemoteName): Promise<RemoteListing[]>;
  status(): Promise<RemoteStatus[]>;
}
