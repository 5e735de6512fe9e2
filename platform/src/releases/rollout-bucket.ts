import { createHash } from 'node:crypto';
import type { RemoteName } from '@commons/shared/domain';

/**
 * The rollout bucket (0-99) of a browser for one remote: from a hash of its random client id and
 * the remote's name, so the same browser lands in the same bucket on every load, and the
 * browsers in one remote's rollout are not the same as another's.
 */
export function rolloutBucket(clientId: string, name: RemoteName): number {
  const digest = createHash('sha256').update(`${clientId}:${name}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** Whether a browser gets a rollout of `percent`: its bucket is below the share. */
export const inRollout = (clientId: string, name: RemoteName, percent: number): boolean =>
  rolloutBucket(clientId, name) < percent;
