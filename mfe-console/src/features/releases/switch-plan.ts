import { formatDateTime } from '@commons/shared/domain';
import type { RemoteRelease } from '@commons/shared/schemas';

/**
 * What a release engineer can do to a remote from the Releases screen: its switches, and freeze
 * and unfreeze, which change no version but stop or allow the switches (docs/releases.md#freeze).
 */
export type SwitchKind = 'activate' | 'rollback' | 'rollout' | 'share' | 'promote' | 'abort' | 'freeze' | 'unfreeze';

/** Freeze and unfreeze: confirmed like the switches, recorded in the audit only. */
export const isFreezeKind = (kind: SwitchKind): kind is 'freeze' | 'unfreeze' => kind === 'freeze' || kind === 'unfreeze';

/** A switch as the dialog sends it, with the sentence its confirmation showed. */
export interface SwitchRequest {
  kind: SwitchKind;
  remote: RemoteRelease['remote'];
  /** The version it makes live or rolls out (for rollback, promote and abort, the one they name). */
  version: string;
  percent: number;
  reason: string;
  title: string;
}

/**
 * Which switches a remote allows now: none while frozen (the server refuses them); with a rollout
 * in progress only its own, and no Promote while the health gate holds it (the card says why; the
 * server refuses it too); else activate, roll out, roll back.
 */
export function switchesOf(remote: RemoteRelease): SwitchKind[] {
  if (remote.frozen) return [];
  if (remote.rollout) return remote.held ? ['share', 'abort'] : ['share', 'promote', 'abort'];
  const others = remote.versions.some((v) => v.version !== remote.live?.version);
  return [
    ...(remote.rollbackTo ? (['rollback'] as const) : []),
    ...(others ? (['activate'] as const) : []),
    ...(others && remote.live ? (['rollout'] as const) : []),
  ];
}

/** The button that opens each switch's dialog, and the one that confirms it. */
export const switchLabels: Record<SwitchKind, { open: (remote: RemoteRelease) => string; confirm: string }> = {
  rollback: { open: (r) => `Roll back to ${r.rollbackTo}`, confirm: 'Roll back' },
  activate: { open: () => 'Activate a version', confirm: 'Activate' },
  rollout: { open: () => 'Roll out a version', confirm: 'Roll out' },
  share: { open: () => 'Change share', confirm: 'Change share' },
  promote: { open: () => 'Promote', confirm: 'Promote' },
  abort: { open: () => 'Abort rollout', confirm: 'Abort rollout' },
  freeze: { open: () => 'Freeze', confirm: 'Freeze' },
  unfreeze: { open: () => 'Unfreeze', confirm: 'Unfreeze' },
};

/** The version a switch names: the one picked for activate and rollout, else what the remote's state says. */
export function versionOf(kind: SwitchKind, remote: RemoteRelease, picked: string): string {
  if (kind === 'activate' || kind === 'rollout') return picked;
  if (kind === 'rollback') return remote.rollbackTo ?? '';
  return remote.rollout?.version ?? '';
}

/** The confirmation's sentence: exactly what will happen, with the versions and share named. */
export function switchTitle(kind: SwitchKind, remote: RemoteRelease, version: string, percent: number): string {
  const { remote: name, live, rollout } = remote;
  const instead = live ? ` in place of ${live.version}` : '';
  switch (kind) {
    case 'activate':
      return `Activate ${name} ${version}${instead}`;
    case 'rollback':
      return `Roll back ${name} from ${live?.version} to ${version}`;
    case 'rollout':
      return `Roll out ${name} ${version} to ${percent}% of browsers`;
    case 'share':
      return `Change ${name} ${version}'s rollout from ${rollout?.percent}% to ${percent}% of browsers`;
    case 'promote':
      return `Promote ${name} ${version} to everyone${instead}`;
    case 'abort':
      return `Abort ${name}'s rollout of ${version}: everyone gets ${live?.version}`;
    case 'freeze':
      return `Freeze ${name}: no switch of it until it is unfrozen`;
    case 'unfreeze':
      return `Unfreeze ${name}, frozen by ${remote.frozen?.by} since ${remote.frozen ? formatDateTime(remote.frozen.since) : ''}`;
  }
}
