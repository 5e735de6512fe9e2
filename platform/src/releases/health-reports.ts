import type { LoadReport } from '@commons/shared/schemas';
import type { PlatformDeps } from '../platform-deps';
import { createReleaseService } from './checked-registry';
import { createHealthGate } from './health-gate';
import { createLoadHealth } from './load-health';

export type HealthReports = ReturnType<typeof createHealthReports>;

/** `POST /registry/health`: counts a batch of browsers' load reports, then lets the gate judge the rollouts. */
export function createHealthReports({ db, config, blobs }: PlatformDeps) {
  const health = createLoadHealth(db);
  const judge = createHealthGate({ db, health, releases: createReleaseService({ db, config, blobs }), gate: config.rolloutGate });
  return {
    /** Returns the reasons of the rollouts the gate stopped (for the log). */
    async report(reports: LoadReport[]): Promise<string[]> {
      return judge(await health.record(reports));
    },
  };
}
