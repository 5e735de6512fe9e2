import { desc, inArray } from 'drizzle-orm';
import { remoteNames, type RemoteName } from '@commons/shared/domain';
import type { VitalsGate } from '../config';
import type { Database } from '../db/database';
import { remoteActivations, remoteFiles, remoteRollouts, remoteVersions, type RemoteActivation, type RemoteRollout } from '../db/schema';
import { badRequest, conflict } from '@commons/server-kernel/errors';
import { automation } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit-writer';
import { changesLive } from './activation-stack';
import type { CompatibilityCheck } from './compatibility-check';
import { assertNotFrozen, createFreezes } from './freezes';
import { createLoadHealth } from './load-health';
import { publishedHash } from './published-hash';
import type { RemoteFilesService } from './remote-files';
import { describeProblems, type ScreensCheck } from './screens-gate';
import { serving } from './serving';
import { assertSharedFilesAgree } from './shared-files';
import { createSwitches } from './switches';
import { createVitalHealth } from './vital-health';
import { createVitalsJudge } from './vitals-gate';
import type { ActivationInfo, ReleaseRegistry, RemoteListing, RolloutInfo } from './types';

export { notPublished } from './switches';

const toActivation = (row: RemoteActivation): ActivationInfo => ({
  version: row.version,
  action: row.action,
  activatedAt: row.activatedAt.toISOString(),
  activatedBy: row.activatedBy,
  previous: row.previous,
  percent: row.percent,
  reason: row.reason,
  forced: row.forced,
});

const toRollout = (row: RemoteRollout): RolloutInfo => ({
  version: row.version,
  percent: row.percent,
  startedAt: row.startedAt.toISOString(),
  startedBy: row.startedBy,
});

const noCheck: CompatibilityCheck = async () => {};

export interface RegistryParts {
  /** Refuses a version the host cannot serve (the compatibility check); none in unit tests. */
  check?: CompatibilityCheck;
  /** Keeps a published version's files in the blob store; without it only the record is kept. */
  files?: RemoteFilesService;
  /** Refuses screens that clash with the host's or another remote's; none in unit tests. */
  screens?: ScreensCheck;
  /** Holds the promotion of a rollout whose web vitals are worse than the live version's; none in unit tests. */
  vitalsGate?: VitalsGate;
}

const differentContent = (name: RemoteName, version: string) =>
  conflict(`${name} ${version} is already published with different content; publish it under a new version`);

/** The release registry kept in the database, so every API instance serves the same one. */
export function createReleaseRegistry(db: Database, { check = noCheck, files, screens, vitalsGate }: RegistryParts = {}): ReleaseRegistry {
  const health = createLoadHealth(db);
  const vitals = createVitalHealth(db);
  const judge = vitalsGate ? createVitalsJudge(vitals, vitalsGate) : async () => null;
  const switches = createSwitches(db, check, screens);
  const { freeze, unfreeze, frozen } = createFreezes(db);
  return {
    ...switches,
    freeze,
    unfreeze,

    // The gate's hold (docs/releases.md#web-vitals), checked before the switch's transaction:
    // counts only grow, so a promotion it lets through was fine a moment before.
    async promote(name, by, options) {
      // A freeze says why first: unfreezing comes before any hold matters.
      await assertNotFrozen(db, name);
      const [current] = await serving(db, [name]);
      const verdict = current ? await judge(current) : null;
      if (verdict) throw conflict(`the health gate holds ${name}'s rollout: ${verdict.reason}`);
      return switches.promote(name, by, options);
    },

    /**
     * Records a publish with its files (already in this instance's deploy folder) put into the
     * blob store, in one transaction: a version is published with all its files or not at all.
     * The same bytes again are a no-op that also fills in the files of a version published
     * before builds were kept in the blob store.
     */
    async recordPublish({ name, version, contentHash, by }) {
      const known = await publishedHash(db, name, version);
      if (known !== null && known !== contentHash) throw differentContent(name, version);
      // Checked against what is served now; the same bytes again change nothing, so pass.
      const problems = screens && known === null ? await screens.ofBuild(name, version, await serving(db)) : [];
      if (problems.length > 0) throw badRequest(describeProblems(name, version, problems));
      // Before the files go into the blob store: a refused build leaves no blob behind.
      if (files && known === null) await assertSharedFilesAgree(db, name, version, await files.sharedFilesOf(name, version));
      const rows = files ? await files.ingest(name, version, contentHash) : [];
      return db.transaction(async (tx) => {
        const values = { name, version, contentHash, publishedBy: by };
        const inserted = await tx.insert(remoteVersions).values(values).onConflictDoNothing().returning();
        // Another publish of the same version may have landed since the check above.
        if (inserted.length === 0 && (await publishedHash(tx, name, version)) !== contentHash) {
          throw differentContent(name, version);
        }
        if (rows.length > 0) {
          await tx
            .insert(remoteFiles)
            .values(rows.map((row) => ({ name, version, ...row })))
            .onConflictDoNothing();
        }
        if (inserted.length > 0) {
          await recordAudit(tx, { actor: automation(by), kind: 'releases.publish', target: name, after: { version, contentHash } });
        }
        return { name, version, contentHash, created: inserted.length > 0 };
      });
    },

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
      const rollouts = await db.select().from(remoteRollouts).where(inArray(remoteRollouts.name, names));
      return names.map((remote): RemoteListing => {
        const history = activations.filter((a) => a.name === remote).map(toActivation);
        const live = history.find((h) => changesLive(h.action)) ?? null;
        const rollout = rollouts.find((r) => r.name === remote);
        const published = versions.filter((v) => v.name === remote);
        return {
          name: remote,
          live,
          rollout: rollout ? toRollout(rollout) : null,
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
      const current = await serving(db);
      const loads = await health.summary([...remoteNames]);
      const views = await vitals.summary([...remoteNames]);
      const freezes = await frozen([...remoteNames]);
      return Promise.all(
        current.map(async (remote) => ({
          name: remote.name,
          live: remote.live ? toActivation(remote.live) : null,
          rollout: remote.rollout ? toRollout(remote.rollout) : null,
          health: loads.get(remote.name) ?? [],
          vitals: views.get(remote.name) ?? [],
          held: (await judge(remote))?.reason ?? null,
          frozen: freezes.get(remote.name) ?? null,
        })),
      );
    },
  };
}
