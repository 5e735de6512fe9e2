import { remoteNames, type RemoteName } from '@commons/shared/domain';
import type { RemoteRelease, VersionMetrics } from '@commons/shared/schemas';
import type { Database } from '../db/database';
import { activationStack } from './activation-stack';
import { healthGateActor } from './health-gate';
import { createLoadHealth } from './load-health';
import type { ReleaseRegistry, RemoteListing, RemoteStatus, VersionHealth, VersionVitals } from './types';
import { createVitalHealth } from './vital-health';

const dayMs = 24 * 60 * 60_000;

/** How many published versions the board offers to activate or roll out, newest first. */
const versionsShown = 50;

const noVital = { samples: 0, p75: null };

/** Each version's loads and vitals on one line; a version with only one of them gets nothing for the other. */
export function versionMetrics(health: VersionHealth[], vitals: VersionVitals[]): VersionMetrics[] {
  const versions = [...new Set([...health.map((h) => h.version), ...vitals.map((v) => v.version)])];
  return versions.map((version) => {
    const loads = health.find((h) => h.version === version);
    const views = vitals.find((v) => v.version === version);
    return {
      version,
      loads: loads?.loads ?? 0,
      failureRate: loads?.failureRate ?? 0,
      medianMs: loads?.medianMs ?? null,
      p95Ms: loads?.p95Ms ?? null,
      LCP: views?.LCP ?? noVital,
      INP: views?.INP ?? noVital,
      CLS: views?.CLS ?? noVital,
    };
  });
}

/** One remote from its status, its listing and its loads and vitals over the last day. */
function remoteRelease(status: RemoteStatus, listing: RemoteListing, day: { health: VersionHealth[]; vitals: VersionVitals[] }): RemoteRelease {
  const { live, rollout } = status;
  // The listing's history is newest first; the stack replays it oldest first.
  const stack = activationStack([...listing.history].reverse());
  const latest = listing.history[0];
  const aborted = latest?.action === 'abort' && latest.activatedBy === healthGateActor ? latest : null;
  return {
    remote: status.name,
    live: live ? { version: live.version, since: live.activatedAt, by: live.activatedBy } : null,
    rollout,
    rollbackTo: stack.at(-2) ?? null,
    versions: listing.versions.slice(0, versionsShown).map(({ version, publishedAt, publishedBy }) => ({ version, publishedAt, publishedBy })),
    held: status.held,
    frozen: status.frozen,
    aborted: aborted ? { version: aborted.version, at: aborted.activatedAt, reason: aborted.reason ?? '' } : null,
    lastHour: versionMetrics(status.health, status.vitals),
    lastDay: versionMetrics(day.health, day.vitals),
  };
}

/**
 * What the console's Releases screen shows of every remote (docs/releases.md): the registry's
 * status (the last hour, the health gate's hold), its listing (versions, history), and the same
 * loads and vitals over the last day.
 */
export function createReleaseBoard(db: Database, releases: ReleaseRegistry) {
  const health = createLoadHealth(db);
  const vitals = createVitalHealth(db);
  return async (now = Date.now()): Promise<RemoteRelease[]> => {
    const names: RemoteName[] = [...remoteNames];
    const [statuses, listings, dayLoads, dayVitals] = await Promise.all([
      releases.status(),
      releases.list(),
      health.summary(names, now, dayMs),
      vitals.summary(names, now, dayMs),
    ]);
    return statuses.map((status) => {
      const listing = listings.find((l) => l.name === status.name)!;
      const day = { health: dayLoads.get(status.name) ?? [], vitals: dayVitals.get(status.name) ?? [] };
      return remoteRelease(status, listing, day);
    });
  };
}

export type ReleaseBoard = ReturnType<typeof createReleaseBoard>;
