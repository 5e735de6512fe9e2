import { and, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { webVitalNames, type RemoteName, type WebVitalName } from '@commons/shared/domain';
import type { VitalReport } from '@commons/shared/schemas';
import type { Database } from '../db/database';
import { remoteVitalCounts } from '../db/schema';
import { countRetentionMs, statusWindowMs } from './load-health';
import { publishedOf, versionKey } from './published-pairs';
import type { VersionVitals, VitalSummary } from './types';
import { p75Of, vitalBucketOf } from './vital-buckets';

const minuteOf = (time: number) => new Date(Math.floor(time / 60_000) * 60_000);

interface CountRow {
  version: string;
  metric: WebVitalName;
  bucket: number;
  count: number;
}

/** One version's counts as the p75 and number of samples of each vital. */
function vitalsOf(rows: CountRow[]): Record<WebVitalName, VitalSummary> {
  const entries = webVitalNames.map((metric) => {
    const counts = new Map<number, number>();
    for (const row of rows.filter((r) => r.metric === metric)) counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + row.count);
    return [metric, p75Of(metric, counts)] as const;
  });
  return Object.fromEntries(entries) as Record<WebVitalName, VitalSummary>;
}

/**
 * The web vitals browsers report per page view and remote version (docs/releases.md#web-vitals),
 * kept as per-minute histograms like the load counts: nothing of who sent them.
 */
export function createVitalHealth(db: Database) {
  let prunedAt = 0;
  const prune = async (now: number) => {
    if (now - prunedAt < 60_000) return;
    prunedAt = now;
    await db.delete(remoteVitalCounts).where(lt(remoteVitalCounts.minute, new Date(now - countRetentionMs)));
  };

  const counts = (where: ReturnType<typeof and>) =>
    db
      .select({
        name: remoteVitalCounts.name,
        version: remoteVitalCounts.version,
        metric: remoteVitalCounts.metric,
        bucket: remoteVitalCounts.bucket,
        count: sum(remoteVitalCounts.count).mapWith(Number),
      })
      .from(remoteVitalCounts)
      .where(where)
      .groupBy(remoteVitalCounts.name, remoteVitalCounts.version, remoteVitalCounts.metric, remoteVitalCounts.bucket);

  return {
    /** Adds a batch to the histograms, dropping vitals of versions never published; returns the remotes counted for. */
    async record(vitals: VitalReport[], now = Date.now()): Promise<RemoteName[]> {
      await prune(now);
      const known = await publishedOf(db, vitals);
      const minute = minuteOf(now);
      const rows = new Map<string, typeof remoteVitalCounts.$inferInsert>();
      for (const vital of vitals) {
        if (!known.has(versionKey({ name: vital.remote, version: vital.version }))) continue;
        const bucket = vitalBucketOf(vital.metric, vital.value);
        const key = `${vital.remote}@${vital.version}/${vital.metric}/${bucket}`;
        const row = rows.get(key);
        if (row) row.count += 1;
        else rows.set(key, { minute, name: vital.remote, version: vital.version, metric: vital.metric, bucket, count: 1 });
      }
      if (rows.size === 0) return [];
      await db
        .insert(remoteVitalCounts)
        .values([...rows.values()])
        .onConflictDoUpdate({
          target: [remoteVitalCounts.minute, remoteVitalCounts.name, remoteVitalCounts.version, remoteVitalCounts.metric, remoteVitalCounts.bucket],
          set: { count: sql`${remoteVitalCounts.count} + excluded.count` },
        });
      return [...new Set([...rows.values()].map((row) => row.name as RemoteName))];
    },

    /** The p75 and samples of each vital of one version since `since` (from the minute it falls in). */
    async since(name: RemoteName, version: string, since: Date): Promise<Record<WebVitalName, VitalSummary>> {
      const rows = await counts(
        and(eq(remoteVitalCounts.name, name), eq(remoteVitalCounts.version, version), gte(remoteVitalCounts.minute, minuteOf(since.getTime()))),
      );
      return vitalsOf(rows);
    },

    /** Per remote, each version's vitals over the last hour (the status window), or `windowMs`. */
    async summary(names: RemoteName[], now = Date.now(), windowMs = statusWindowMs): Promise<Map<RemoteName, VersionVitals[]>> {
      const rows = await counts(and(inArray(remoteVitalCounts.name, names), gte(remoteVitalCounts.minute, minuteOf(now - windowMs))));
      return new Map(
        names.map((name) => {
          const own = rows.filter((row) => row.name === name);
          const versions = [...new Set(own.map((row) => row.version))].sort();
          return [name, versions.map((version) => ({ version, ...vitalsOf(own.filter((row) => row.version === version)) }))];
        }),
      );
    },
  };
}

export type VitalHealth = ReturnType<typeof createVitalHealth>;
