import type { LoadReportBatch } from '@commons/shared/schemas';
import type { PlatformDeps } from '../platform-deps';
import { createReleaseService } from './checked-registry';
import { createHealthGate } from './health-gate';
import { createLoadHealth } from './load-health';
import { createVitalHealth } from './vital-health';
import { createVitalsJudge } from './vitals-gate';

export type HealthReports = ReturnType<typeof createHealthReports>;

/**
 * `POST /registry/health`: counts a batch of browsers' load reports and web vitals, then lets the
 * gate judge the rollouts of the remotes it counted for.
 */
export function createHealthReports({ db, config, blobs }: PlatformDeps) {
  const health = createLoadHealth(db);
  const vitals = createVitalHealth(db);
  const judge = createHealthGate({
    db,
    health,
    vitals: createVitalsJudge(vitals, config.vitalsGate),
    releases: createReleaseService({ db, config, blobs }),
    gate: config.rolloutGate,
  });
  return {
    /** Returns the reasons of the rollouts the gate stopped (for the log). */
    async report({ reports, vitals: views }: LoadReportBatch): Promise<string[]> {
      const counted = [...(await health.record(reports)), ...(await vitals.record(views))];
      return judge([...new Set(counted)]);
    },
  };
}
