import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteVersions } from '../db/schema';

export const versionKey = (r: { name: string; version: string }) => `${r.name}@${r.version}`;

/**
 * Which of the reported remote versions are published, as `name@version` keys: the health
 * counts drop the rest, so a forged report cannot grow a table with made-up versions.
 */
export async function publishedOf(db: Database, reported: { remote: string; version: string }[]): Promise<Set<string>> {
  const pairs = [...new Map(reported.map((r) => [versionKey({ name: r.remote, version: r.version }), r])).values()];
  if (pairs.length === 0) return new Set();
  const published = await db
    .select({ name: remoteVersions.name, version: remoteVersions.version })
    .from(remoteVersions)
    .where(or(...pairs.map((r) => and(eq(remoteVersions.name, r.remote), eq(remoteVersions.version, r.version)))));
  return new Set(published.map(versionKey));
}
