import { and, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { RemoteName } from '@commons/shared/domain';
import type { LoadReport } from '@commons/shared/schemas';
import type { Database } from '../db/database';
import { remoteLoadCounts } from '../db/schema';
import { bucketOf, quantileOf } from './load-time-buckets';
import { publishedOf, versionKey } from './published-pairs';
import type { VersionHealth } from './types';

/** The window `release status` reports over. */
export const statusWindowMs = 60 * 60_000;

/**
 * How long counts are kept: the status reads the last hour and the gate a rollout's loads since it
 * started, so a week covers any rollout worth judging while the table stays a few rows a minute.
 */
export const countRetentionMs = 7 * 24 * 60 * 60_000;

/** Loads and failures of one version since a moment: what the health gate compares. */
export interface LoadTally {
  loads: number;
  failures: number;
}

const minuteOf = (time: number) => new Date(Math.floor(time / 60_000) * 60_000);

/**
 * The counts of remote page loads browsers report (`POST /registry/health`): added up per
 * minute, remote, version, outcome and load-time bucket, so a report leaves nothing of who sent it.
 */
export function createLoadHealth(db: Database) {
  let prunedAt = 0;
  /** Drops counts past the retention, at most once a minute per instance. */
  const prune = async (now: number) => {
    if (now - prunedAt < 60_000) return;
    prunedAt = now;
    await db.delete(remoteLoadCounts).where(lt(remoteLoadCounts.minute, new Date(now - countRetentionMs)));
  };

  return {
    /**
     * Adds a batch to the counts; reports of versions never published are dropped (a forged
     * report cannot grow the table with made-up versions). Returns the remotes it counted for.
     */
    async record(reports: LoadReport[], now = Date.now()): Promise<RemoteName[]> {
      await prune(now);
      const known = await publishedOf(db, reports);
      const minute = minuteOf(now);
      const rows = new Map<string, typeof remoteLoadCounts.$inferInsert>();
      for (const report of reports) {
        if (!known.has(versionKey({ name: report.remote, version: report.version }))) continue;
        const bucket = bucketOf(report.ms);
        const key = `${report.remote}@${report.version}/${report.outcome}/${bucket}`;
        const row = rows.get(key);
        if (row) row.count += 1;
        else rows.set(key, { minute, name: report.remote, version: report.version, outcome: report.outcome, bucket, count: 1 });
      }
      if (rows.size === 0) return [];
      await db
        .insert(remoteLoadCounts)
        .values([...rows.values()])
        .onConflictDoUpdate({
          target: [remoteLoadCounts.minute, remoteLoadCounts.name, remoteLoadCounts.version, remoteLoadCounts.outcome, remoteLoadCounts.bucket],
          set: { count: sql`${remoteLoadCounts.count} + excluded.count` },
        });
      return [...new Set([...rows.values()].map((row) => row.name as RemoteName))];
    },

    /** Loads and failures of one version counted since `since` (from the minute it falls in). */
    async tally(name: RemoteName, version: string, since: Date): Promise<LoadTally> {
      const rows = await db
        .select({ outcome: remoteLoadCounts.outcome, count: sum(remoteLoadCounts.count).mapWith(Number) })
        .from(remoteLoadCounts)
        .where(
          and(
            eq(remoteLoadCounts.name, name),
            eq(remoteLoadCounts.version, version),
            gte(remoteLoadCounts.minute, minuteOf(since.getTime())),
          ),
        )
        .groupBy(remoteLoadCounts.outcome);
      const loads = rows.reduce((total, row) => total + row.count, 0);
      const failures = rows.filter((row) => row.outcome !== 'loaded').reduce((total, row) => total + row.count, 0);
      return { loads, failures };
    },

    /** Per remote and version over the last hour (or `windowMs`): share, loads, failures, rate, median and p95 of loaded pages. */
    async summary(names: RemoteName[], now = Date.now(), windowMs = statusWindowMs): Promise<Map<RemoteName, VersionHealth[]>> {
      const rows = await db
        .select({
          name: remoteLoadCounts.name,
          version: remoteLoadCounts.version,
          outcome: remoteLoadCounts.outcome,
          bucket: remoteLoadCounts.bucket,
          count: sum(remoteLoadCounts.count).mapWith(Number),
        })
        .from(remoteLoadCounts)
        .where(and(inArray(remoteLoadCounts.name, names), gte(remoteLoadCounts.minute, minuteOf(now - windowMs))))
        .groupBy(remoteLoadCounts.name, remoteLoadCounts.version, remoteLoadCounts.outcome, remoteLoadCounts.bucket);
      return new Map(names.map((name) => [name, versionHealth(rows.filter((row) => row.name === name))]));
    },
  };
}

export type LoadHealth = ReturnType<typeof createLoadHealth>;

interface CountRow {
  version: string;
  outcome: string;
  bucket: number;
  count: number;
}

/** One remote's counts folded into a line per version, busiest first. */
export function versionHealth(rows: CountRow[]): VersionHealth[] {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const versions = [...new Set(rows.map((row) => row.version))];
  return versions
    .map((version) => {
      const own = rows.filter((row) => row.version === version);
      const loads = own.reduce((sum, row) => sum + row.count, 0);
      const failures = own.filter((row) => row.outcome !== 'loaded').reduce((sum, row) => sum + row.count, 0);
      // Load times of pages that loaded: a failure's time is how long it took to give up.
      const histogram = new Map<number, number>();
      for (const row of own.filter((r) => r.outcome === 'loaded')) histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.count);
      return {
        version,
        share: total === 0 ? 0 : loads / total,
        loads,
        failures,
        failureRate: loads === 0 ? 0 : failures / loads,
        medianMs: quantileOf(histogram, 0.5),
        p95Ms: quantileOf(histogram, 0.95),
      };
    })
    .sort((a, b) => b.loads - a.loads || a.version.localeCompare(b.version));
}
