import type { RemoteName } from '@commons/shared/domain';
import type { RolloutGate } from '../config';
import type { Database } from '../db/database';
import { AppError } from '@commons/server-kernel/errors';
import { statusWindowMs, type LoadHealth, type LoadTally } from './load-health';
import { serving } from './serving';
import type { ReleaseRegistry } from './types';

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
 * After each batch of load reports: aborts the rollout of any reported remote whose version
 * fails the gate. It can only abort (send everyone back to the live version), never activate or
 * promote, so forged reports can at most pause a rollout.
 */
export function createHealthGate(deps: { db: Database; health: LoadHealth; releases: ReleaseRegistry; gate: RolloutGate }) {
  return async function judge(names: RemoteName[], now = Date.now()): Promise<string[]> {
    if (names.length === 0) return [];
    const reasons: string[] = [];
    for (const { name, live, rollout } of await serving(deps.db, names)) {
      if (!rollout || !live) continue;
      const rolled = await deps.health.tally(name, rollout.version, rollout.startedAt);
      const stayed = await deps.health.tally(name, live.version, new Date(now - statusWindowMs));
      const reason = gateVerdict({ version: rollout.version, ...rolled }, { version: live.version, ...stayed }, deps.gate);
      if (!reason) continue;
      try {
        await deps.releases.abort(name, healthGateActor, { reason, version: rollout.version });
        reasons.push(`${name}: ${reason}`);
      } catch (error) {
        // Another batch's gate, or a person, ended it first: nothing left to stop.
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      }
    }
    return reasons;
  };
}
