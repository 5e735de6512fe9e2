import type { RemoteName } from '@commons/shared/domain';
import type { RolloutGate } from '../config';
import type { Database } from '../db/database';
import { AppError } from '@commons/server-kernel/errors';
import { statusWindowMs, type LoadHealth, type LoadTally } from './load-health';
import { serving, type Serving } from './serving';
import type { ReleaseRegistry } from './types';
import type { VitalsJudge } from './vitals-gate';

/** Who the audit names when the server stops a rollout by itself. */
export const healthGateActor = 'health-gate';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const rateOf = ({ loads, failures }: LoadTally) => (loads === 0 ? 0 : failures / loads);

/**
 * The gate's verdict on a rollout: null while it may go on, else the reason to stop it. It waits
 * for `minLoads` loads of the new version, then stops it when its failure rate is above the live
 * version's by more than `maxExcess`. A live version with no loads counts as failing none.
 */
export function gateVerdict(
  rollout: { version: string } & LoadTally,
  live: { version: string } & LoadTally,
  gate: RolloutGate,
): string | null {
  if (rollout.loads < gate.minLoads) return null;
  const excess = rateOf(rollout) - rateOf(live);
  if (excess <= gate.maxExcess) return null;
  return (
    `${rollout.version} failed ${rollout.failures} of ${rollout.loads} loads (${percent(rateOf(rollout))}) ` +
    `against ${percent(rateOf(live))} for live ${live.version} (${live.loads} loads in the last hour); ` +
    `the gate allows ${percent(gate.maxExcess)} more`
  );
}

/**
 * After each batch of load reports and web vitals: aborts the rollout of any reported remote
 * whose version fails the gate. It can only abort (send everyone back to the live version), never activate or
 * promote, so forged reports can at most pause a rollout.
 */
export function createHealthGate(deps: {
  db: Database;
  health: LoadHealth;
  vitals: VitalsJudge;
  releases: ReleaseRegistry;
  gate: RolloutGate;
}) {
  const loadsVerdict = async ({ name, live, rollout }: Serving, now: number) => {
    if (!rollout || !live) return null;
    const rolled = await deps.health.tally(name, rollout.version, rollout.startedAt);
    const stayed = await deps.health.tally(name, live.version, new Date(now - statusWindowMs));
    return gateVerdict({ version: rollout.version, ...rolled }, { version: live.version, ...stayed }, deps.gate);
  };
  // Web vitals past the abort limit stop a rollout too; those within it only hold its promotion.
  const vitalsVerdict = async (remote: Serving, now: number) => {
    const verdict = await deps.vitals(remote, now);
    return verdict?.action === 'abort' ? verdict.reason : null;
  };

  return async function judge(names: RemoteName[], now = Date.now()): Promise<string[]> {
    if (names.length === 0) return [];
    const reasons: string[] = [];
    for (const remote of await serving(deps.db, names)) {
      const { name, rollout } = remote;
      if (!rollout) continue;
      const reason = (await loadsVerdict(remote, now)) ?? (await vitalsVerdict(remote, now));
      if (!reason) continue;
      try {
        // A freeze stops people, not the safety net: a bad rollout still ends (docs/releases.md#freeze).
        await deps.releases.abort(name, healthGateActor, { reason, version: rollout.version, despiteFreeze: true });
        reasons.push(`${name}: ${reason}`);
      } catch (error) {
        // Another batch's gate, or a person, ended it first: nothing left to stop.
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      }
    }
    return reasons;
  };
}
