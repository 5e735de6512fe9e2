import type { ActivationInfo, PublishResult, RemoteListing, RemoteStatus, SwitchResult } from '../domains/releases/types';
import { when } from '../operator/ops-command';

const switched = (live: ActivationInfo) =>
  `${live.action === 'rollback' ? 'rolled back' : 'activated'} ${when(live.activatedAt)} by ${live.activatedBy}`;

export function formatStatus(remotes: RemoteStatus[]): string[] {
  const width = Math.max(...remotes.map((r) => r.name.length));
  return remotes.map(({ name, live }) =>
    `${name.padEnd(width)}  ${live ? `${live.version}  (${switched(live)})` : 'no live version'}`,
  );
}

export function formatListing(remotes: RemoteListing[]): string[] {
  return remotes.flatMap(({ name, live, versions, history }) => [
    `${name}: ${live ? `live ${live.version} (${switched(live)})` : 'no live version'}`,
    ...(versions.length === 0 ? ['  no published versions'] : []),
    ...versions.map((v) => {
      const published = `published ${when(v.publishedAt)} by ${v.publishedBy}`;
      return `  ${v.live ? '*' : ' '} ${v.version}  ${published}  sha256 ${v.contentHash.slice(0, 12)}`;
    }),
    ...history.map((h) => `    ${when(h.activatedAt)}  ${h.action.padEnd(8)}  ${h.version}  by ${h.activatedBy}`),
  ]);
}

/** The line of an activation: what is live now and what it replaced. */
export const formatSwitch = ({ name, version, previous, changed }: SwitchResult): string =>
  changed ? `${name} ${version} is live${previous ? ` (was ${previous})` : ''}` : `${name} ${version} is already live`;

/**
 * The lines of a publish and of the activation that followed it (`--activate`). When neither
 * changed anything, as in `npm start` with nothing rebuilt, one plain line says so: two lines
 * reading "published" and "live" looked like a release that never happened (issue 8).
 */
export function formatPublish(published: PublishResult, switched: SwitchResult | null): string[] {
  const { name, version } = published;
  if (switched && !published.created && !switched.changed) return [`${name} ${version} is already published and live`];
  const outcome = published.created ? 'published' : 'already published with the same content';
  return [`${name} ${version} ${outcome}`, ...(switched ? [formatSwitch(switched)] : [])];
}
