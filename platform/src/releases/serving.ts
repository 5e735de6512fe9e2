import { and, desc, inArray } from 'drizzle-orm';
import { remoteNames, type RemoteName } from '@commons/shared/domain';
import type { Database } from '../db/database';
import { remoteActivations, remoteRollouts, type RemoteActivation, type RemoteRollout } from '../db/schema';
import { liveActions } from './activation-stack';

/** What each remote serves: its live version and the rollout in progress, if any. */
export interface Serving {
  name: RemoteName;
  live: RemoteActivation | null;
  rollout: RemoteRollout | null;
}

/** The live version (newest activate, rollback or promote) and rollout of the named remotes. */
export async function serving(db: Database, names: readonly RemoteName[] = remoteNames): Promise<Serving[]> {
  const newest = await db
    .selectDistinctOn([remoteActivations.name])
    .from(remoteActivations)
    .where(and(inArray(remoteActivations.name, [...names]), inArray(remoteActivations.action, [...liveActions])))
    .orderBy(remoteActivations.name, desc(remoteActivations.id));
  const rollouts = await db.select().from(remoteRollouts).where(inArray(remoteRollouts.name, [...names]));
  return names.map((name) => ({
    name,
    live: newest.find((row) => row.name === name) ?? null,
    rollout: rollouts.find((row) => row.name === name) ?? null,
  }));
}
