import { createHash, randomUUID } from 'node:crypto';

/** The rollout bucket the server gives a browser id for carbon (platform/src/releases/rollout-bucket.ts). */
export const bucketOf = (id: string) => createHash('sha256').update(`${id}:carbon`).digest().readUInt32BE(0) % 100;

/** A browser id whose carbon bucket is inside (or outside) a rollout of `percent`. */
export function clientId(inside: boolean, percent: number): string {
  for (;;) {
    const id = randomUUID();
    if (bucketOf(id) < percent === inside) return id;
  }
}
