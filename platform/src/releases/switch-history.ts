import { and, count, eq, sql } from 'drizzle-orm';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';
import type { SwitchHistoryPage, SwitchHistoryQuery } from '@commons/shared/schemas';
import type { RemoteName } from '@commons/shared/domain';
import type { Database } from '../db/database';
import { remoteActivations } from '../db/schema';

/**
 * A version's major, minor and patch as numbers, so 1.10.0 sorts after 1.9.0; the whole text
 * then orders what they leave tied (builds of one version, a prerelease).
 */
const versionOrder = [sql`(regexp_match(${remoteActivations.version}, ${String.raw`^(\d+)\.(\d+)\.(\d+)`}))::numeric[]`, remoteActivations.version];

const sortColumns: SortColumns<SwitchHistoryQuery['sort']> = {
  at: remoteActivations.activatedAt,
  remote: remoteActivations.name,
  version: versionOrder,
  action: remoteActivations.action,
  by: remoteActivations.activatedBy,
};

/**
 * The remotes' switches (docs/releases.md#who-changed-what) as the console lists them
 * (docs/api.md#console-tables): one numbered page, sorted (newest first unless asked), of one
 * remote and one action, searched by version, who and why, with how many match in all.
 */
export function createSwitchHistory(db: Database) {
  return async (query: SwitchHistoryQuery): Promise<SwitchHistoryPage> => {
    const matching = and(
      query.remote ? eq(remoteActivations.name, query.remote) : undefined,
      query.action ? eq(remoteActivations.action, query.action) : undefined,
      searchOf(query.q, remoteActivations.version, remoteActivations.activatedBy, remoteActivations.reason),
    );
    const { limit, offset } = pageWindow(query);
    const rows = await db
      .select()
      .from(remoteActivations)
      .where(matching)
      .orderBy(...orderOf(sortColumns, query, remoteActivations.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await db.select({ total: count() }).from(remoteActivations).where(matching);
    return {
      switches: rows.map((row) => ({
        id: String(row.id),
        remote: row.name as RemoteName,
        action: row.action,
        version: row.version,
        previous: row.previous,
        percent: row.percent,
        at: row.activatedAt.toISOString(),
        by: row.activatedBy,
        reason: row.reason,
        forced: row.forced,
      })),
      page: query.page,
      limit,
      total: counted?.total ?? 0,
    };
  };
}

export type SwitchHistory = ReturnType<typeof createSwitchHistory>;
