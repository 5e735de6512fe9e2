import type { ActivationInfo, RemoteListing, RemoteStatus } from '../domains/releases/types';
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
