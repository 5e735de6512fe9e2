import { asc, eq } from 'drizzle-orm';
import type { RemoteName } from '@commons/shared/domain';
import type { Database } from '../db/database';
import { remoteActivations, remoteRollouts, type RemoteRollout } from '../db/schema';
import { AppError, badRequest, conflict, notFound } from '@commons/server-kernel/errors';
import { recordAudit } from '../audit/audit-writer';
import { automation, type AuditActor } from '../audit/audit-actor';
import { activationStack } from './activation-stack';
import { assertNotFrozen } from './freezes';
import type { CompatibilityCheck } from './compatibility-check';
import { publishedHash } from './published-hash';
import { lockRemote } from './remote-lock';
import { describeProblems, type ScreensCheck } from './screens-gate';
import { serving } from './serving';
import type { ReleaseRegistry } from './types';

export const notPublished = (name: RemoteName, version: string) =>
  notFound(`${name} ${version} is not published; publish it before activating it`);

const noRollout = (name: RemoteName) => new AppError(409, `${name} has no rollout in progress`);

const rolloutInProgress = (rollout: RemoteRollout, next: string) =>
  conflict(
    `${rollout.name} ${rollout.version} is rolling out to ${rollout.percent}%; ` +
      `promote or abort it before you ${next}`,
  );

/** What a switch sees of a remote: the rollback stack (top is live) and the rollout in progress. */
interface Locked {
  tx: Database;
  stack: string[];
  live: string | null;
  rollout: RemoteRollout | null;
}

type Audit = Omit<typeof remoteActivations.$inferInsert, 'id' | 'activatedAt'>;

/** What a remote serves, as the audit's before and after record it. */
interface Served {
  live: string | null;
  rollout: { version: string; percent: number } | null;
}

const servedRollout = (rollout: RemoteRollout | null) => (rollout ? { version: rollout.version, percent: rollout.percent } : null);

/**
 * Every change of what a remote serves: activate, rollback, and a rollout's start, share, promote
 * and abort. Each runs in one transaction holding the remote's lock, so two changes of one remote
 * never interleave, checks the version against the host first, and writes its audit row. A frozen
 * remote refuses them all, but the health gate's abort (docs/releases.md#freeze).
 * `force` skips only the singleton check: screens that clash with the host's or another
 * remote's would break pages for everyone, so no switch serves them.
 */
export function createSwitches(
  db: Database,
  check: CompatibilityCheck,
  screens?: ScreensCheck,
): Pick<ReleaseRegistry, 'activate' | 'rollback' | 'rollout' | 'promote' | 'abort'> {
  const read = async (tx: Database, name: RemoteName): Promise<Locked> => {
    const history = await tx
      .select()
      .from(remoteActivations)
      .where(eq(remoteActivations.name, name))
      .orderBy(asc(remoteActivations.id));
    const [rollout] = await tx.select().from(remoteRollouts).where(eq(remoteRollouts.name, name));
    const stack = activationStack(history);
    return { tx, stack, live: stack.at(-1) ?? null, rollout: rollout ?? null };
  };

  const isPublished = async (tx: Database, name: RemoteName, version: string) => (await publishedHash(tx, name, version)) !== null;

  const assertPublished = async (tx: Database, name: RemoteName, version: string) => {
    if (!(await isPublished(tx, name, version))) throw notPublished(name, version);
  };

  const assertScreens = async (name: RemoteName, version: string) => {
    const problems = screens ? await screens.ofVersion(name, version, await serving(db)) : [];
    if (problems.length > 0) throw conflict(describeProblems(name, version, problems));
  };

  /**
   * Runs `work` in one transaction holding the remote's lock, after checking against the host
   * the version `target` picks (none when it picks null; the singletons not with `force`). The check reads files
   * (and may fetch them from the blob store), so it runs before the lock, not inside it; under
   * the lock `target` must pick the same version again, or the command is refused, not guessed.
   * A freeze is checked first, so its message is the one given, and again under the lock, where
   * a freeze racing the switch has either committed or waits for it; `unfrozen` says when the
   * remote's state lets the command run anyway (the gate's abort, an activation changing nothing).
   */
  const change = async <T>(
    name: RemoteName,
    force: boolean,
    target: (state: Locked) => string | null,
    work: (locked: Locked) => Promise<T>,
    unfrozen: (state: Locked) => boolean = () => false,
  ): Promise<T> => {
    const seen = await read(db, name);
    if (!unfrozen(seen)) await assertNotFrozen(db, name);
    const checked = target(seen);
    // Unpublished: no files to check, and the work says so in its own words.
    if (checked && (await isPublished(db, name, checked))) {
      if (!force) await check(name, checked);
      await assertScreens(name, checked);
    }
    return db.transaction(async (tx) => {
      await lockRemote(tx, name);
      const locked = await read(tx, name);
      if (!unfrozen(locked)) await assertNotFrozen(tx, name);
      if (target(locked) !== checked) throw conflict(`${name} changed while its version was being checked; run the command again`);
      return work(locked);
    });
  };

  /**
   * The switch's row in the remote's history and its event in the audit of every change
   * (docs/releases.md#who-changed-what), in the switch's transaction.
   */
  const audit = async (tx: Database, row: Audit, before: Served, after: Served, actor?: AuditActor) => {
    await tx.insert(remoteActivations).values(row);
    await recordAudit(tx, {
      actor: actor ?? automation(row.activatedBy),
      kind: `releases.${row.action}`,
      target: row.name,
      reason: row.reason ?? null,
      before,
      after: row.forced ? { ...after, forced: true } : after,
    });
  };

  return {
    activate: (name, version, by, { force = false, reason = null, actor } = {}) =>
      change(
        name,
        force,
        ({ live, rollout }) => (live === version || rollout ? null : version),
        async ({ tx, live, rollout }) => {
          await assertPublished(tx, name, version);
          if (live === version) return { name, version, previous: live, changed: false };
          if (rollout) throw rolloutInProgress(rollout, `activate ${version}`);
          const row = { name, version, previous: live, activatedBy: by, action: 'activate', forced: force, reason } as const;
          await audit(tx, row, { live, rollout: null }, { live: version, rollout: null }, actor);
          return { name, version, previous: live, changed: true };
        },
        // Asking for the live version changes nothing (`npm start` with nothing rebuilt): no freeze to break.
        ({ live }) => live === version,
      ),

    rollback: (name, by, { force = false, reason = null, actor } = {}) =>
      change(
        name,
        force,
        ({ stack, rollout }) => (rollout ? null : (stack.at(-2) ?? null)),
        async ({ tx, stack, live, rollout }) => {
          const target = stack.at(-2);
          if (!target || !live) throw new AppError(409, `${name} has no previously active version to roll back to`);
          if (rollout) throw rolloutInProgress(rollout, 'roll back');
          const row = { name, version: target, previous: live, activatedBy: by, action: 'rollback', forced: force, reason } as const;
          await audit(tx, row, { live, rollout: null }, { live: target, rollout: null }, actor);
          return { name, version: target, previous: live, changed: true };
        },
      ),

    rollout: async (name, version, percent, by, { force = false, reason = null, actor } = {}) => {
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
        throw badRequest('percent must be a whole number from 1 to 99; promote makes a rollout live for everyone');
      }
      return change(
        name,
        force,
        ({ live, rollout }) => (!live || live === version || (rollout && rollout.version !== version) ? null : version),
        async ({ tx, live, rollout }) => {
          await assertPublished(tx, name, version);
          if (!live) throw conflict(`${name} has no live version yet; activate one before rolling out another`);
          if (live === version) throw conflict(`${name} ${version} is already live for everyone`);
          if (rollout && rollout.version !== version) throw rolloutInProgress(rollout, `roll out ${version}`);
          if (rollout) {
            await tx.update(remoteRollouts).set({ percent }).where(eq(remoteRollouts.name, name));
          } else {
            await tx.insert(remoteRollouts).values({ name, version, percent, startedBy: by });
          }
          const row = { name, version, previous: live, percent, activatedBy: by, action: 'rollout', forced: force, reason } as const;
          await audit(tx, row, { live, rollout: servedRollout(rollout) }, { live, rollout: { version, percent } }, actor);
          return { name, version, percent, previousPercent: rollout?.percent ?? null, live };
        },
      );
    },

    promote: (name, by, { force = false, reason = null, actor } = {}) =>
      change(
        name,
        force,
        ({ rollout }) => rollout?.version ?? null,
        async ({ tx, live, rollout }) => {
          if (!rollout) throw noRollout(name);
          await tx.delete(remoteRollouts).where(eq(remoteRollouts.name, name));
          const version = rollout.version;
          const row = { name, version, previous: live, activatedBy: by, action: 'promote', forced: force, reason } as const;
          await audit(tx, row, { live, rollout: servedRollout(rollout) }, { live: version, rollout: null }, actor);
          return { name, version, previous: live, changed: true };
        },
      ),

    abort: (name, by, { reason = null, version: expected, actor, despiteFreeze = false } = {}) =>
      change(
        name,
        true,
        () => null,
        async ({ tx, live, rollout }) => {
          // The health gate names the version it judged: a rollout started since is not its to stop.
          if (!rollout || (expected !== undefined && rollout.version !== expected)) throw noRollout(name);
          await tx.delete(remoteRollouts).where(eq(remoteRollouts.name, name));
          const row = { name, version: rollout.version, previous: live, activatedBy: by, action: 'abort', reason } as const;
          await audit(tx, row, { live, rollout: servedRollout(rollout) }, { live, rollout: null }, actor);
          return { name, version: rollout.version, live: live ?? rollout.version };
        },
        () => despiteFreeze,
      ),
  };
}
