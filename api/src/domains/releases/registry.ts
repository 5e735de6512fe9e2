import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { remoteNames, type RemoteName } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { remoteActivations, remoteVersions, type RemoteActivation } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { activationStack } from './activation-stack';
import type { ActivationInfo, ReleaseRegistry, RemoteListing, SwitchResult } from './types';

const toActivation = (row: RemoteActivation): ActivationInfo => ({
  version: row.version,
  action: row.action,
  activatedAt: row.activatedAt.toISOString(),
  activatedBy: row.activatedBy,
});

export const notPublished = (name: RemoteName, version: string) =>
  notFound(`${name} ${version} is not published; publish it before activating it`);

/** The release registry kept in the database, so every API instance serves the same one. */
export function createReleaseRegistry(db: Database): ReleaseRegistry {
  /** Runs `work` holding the remote's lock, so two switches of one remote never interleave. */
  const withRemoteLock = <T>(name: RemoteName, work: (tx: Database, stack: string[]) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote_activations:${name}`}))`);
      const history = await tx
        .select()
        .from(remoteActivations)
        .where(eq(remoteActivations.name, name))
        .orderBy(asc(remoteActivations.id));
      return work(tx, activationStack(history));
    });

  const switchTo = async (tx: Database, result: SwitchResult, by: string, action: 'activate' | 'rollback') => {
    await tx.insert(remoteActivations).values({ name: result.name, version: result.version, activatedBy: by, action });
    return result;
  };

  return {
    async recordPublish({ name, version, contentHash, by }) {
      const values = { name, version, contentHash, publishedBy: by };
      const inserted = await db.insert(remoteVersions).values(values).onConflictDoNothing().returning();
      if (inserted.length > 0) return { name, version, contentHash, created: true };
      const [existing] = await db
        .select()
        .from(remoteVersions)
        .where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
      if (existing?.contentHash === contentHash) return { name, version, contentHash, created: false };
      throw conflict(`${name} ${version} is already published with different content; publish it under a new version`);
    },

    activate: (name, version, by) =>
      withRemoteLock(name, async (tx, stack) => {
        const [published] = await tx
          .select({ version: remoteVersions.version })
          .from(remoteVersions)
          .where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
        if (!published) throw notPublished(name, version);
        const previous = stack.at(-1) ?? null;
        if (previous === version) return { name, version, previous, changed: false };
        return switchTo(tx, { name, version, previous, changed: true }, by, 'activate');
      }),

    rollback: (name, by) =>
      withRemoteLock(name, async (tx, stack) => {
        const [target, previous] = stack.slice(-2);
        if (!target || !previous) {
          throw new AppError(409, `${name} has no previously active version to roll back to`);
        }
        return switchTo(tx, { name, version: target, previous, changed: true }, by, 'rollback');
      }),

    async list(name) {
      const names = name ? [name] : [...remoteNames];
      const versions = await db
        .select()
        .from(remoteVersions)
        .where(inArray(remoteVersions.name, names))
        .orderBy(desc(remoteVersions.publishedAt), desc(remoteVersions.version));
      const activations = await db
        .select()
        .from(remoteActivations)
        .where(inArray(remoteActivations.name, names))
        .orderBy(desc(remoteActivations.id));
      return names.map((remote): RemoteListing => {
        const history = activations.filter((a) => a.name === remote).map(toActivation);
        const live = history[0] ?? null;
        const published = versions.filter((v) => v.name === remote);
        return {
          name: remote,
          live,
          history,
          versions: published.map((v) => ({
            version: v.version,
            contentHash: v.contentHash,
            publishedAt: v.publishedAt.toISOString(),
            publishedBy: v.publishedBy,
            live: v.version === live?.version,
          })),
        };
      });
    },

    async status() {
      // The newest switch of each remote is its live version.
      const newest = await db
        .selectDistinctOn([remoteActivations.name])
        .from(remoteActivations)
        .orderBy(remoteActivations.name, desc(remoteActivations.id));
      return remoteNames.map((name) => {
        const row = newest.find((a) => a.name === name);
        return { name, live: row ? toActivation(row) : null };
      });
    },
  };
}
