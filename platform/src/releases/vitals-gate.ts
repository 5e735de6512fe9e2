import { webVitalNames, type WebVitalName } from '@commons/shared/domain';
import type { VitalsGate } from '../config';
import { statusWindowMs } from './load-health';
import type { Serving } from './serving';
import type { VitalSummary } from './types';
import type { VitalHealth } from './vital-health';

type Vitals = Record<WebVitalName, VitalSummary>;

/** What the gate does about a rollout's vitals: hold its promotion, or abort it. */
export interface VitalsVerdict {
  action: 'hold' | 'abort';
  reason: string;
}

/** A figure as the reason shows it: whole ms for the timings, thousandths of the layout shift. */
const shown = (metric: WebVitalName, value: number) => (metric === 'CLS' ? `${Number(value.toFixed(3))}` : `${Math.round(value)} ms`);

/**
 * The gate's verdict on a rollout's web vitals (docs/releases.md#web-vitals): for each vital with
 * `minSamples` page views on both versions, the rollout's p75 may exceed the live one's by the
 * larger of the margin's ratio and its `plus`; past that its promotion is held, past
 * `abortFactor` times that it is aborted. Null while neither applies.
 */
export function vitalsVerdict(
  rollout: { version: string; vitals: Vitals },
  live: { version: string; vitals: Vitals },
  gate: VitalsGate,
): VitalsVerdict | null {
  let action: VitalsVerdict['action'] | null = null;
  const reasons: string[] = [];
  for (const metric of webVitalNames) {
    const next = rollout.vitals[metric];
    const now = live.vitals[metric];
    if (next.p75 === null || now.p75 === null || next.samples < gate.minSamples || now.samples < gate.minSamples) continue;
    const { ratio, plus } = gate.margins[metric];
    const allowed = Math.max(now.p75 * ratio, plus);
    const worse = next.p75 - now.p75;
    if (worse <= allowed) continue;
    const aborts = worse > allowed * gate.abortFactor;
    if (aborts || action === null) action = aborts ? 'abort' : 'hold';
    const figure = (value: number) => shown(metric, value);
    reasons.push(
      `${metric} p75 ${figure(next.p75)} over ${next.samples} page views against ${figure(now.p75)} for live ${live.version} ` +
        `(${now.samples}): ${figure(worse)} worse, the gate allows ${figure(allowed)} ` +
        `and aborts past ${figure(allowed * gate.abortFactor)}`,
    );
  }
  return action === null ? null : { action, reason: `${rollout.version}'s ${reasons.join('; ')}` };
}

/** The verdict on a remote's rollout from the counts: its version since it started, the live one over the last hour. */
export function createVitalsJudge(vitals: VitalHealth, gate: VitalsGate) {
  return async ({ name, live, rollout }: Serving, now = Date.now()): Promise<VitalsVerdict | null> => {
    if (!rollout || !live) return null;
    const rolled = await vitals.since(name, rollout.version, rollout.startedAt);
    const stayed = await vitals.since(name, live.version, new Date(now - statusWindowMs));
    return vitalsVerdict({ version: rollout.version, vitals: rolled }, { version: live.version, vitals: stayed }, gate);
  };
}

export type VitalsJudge = ReturnType<typeof createVitalsJudge>;
