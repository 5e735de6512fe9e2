import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { SwitchHistoryPage, SwitchHistoryQuery } from '@commons/shared/schemas';
import type { RemoteName } from '@commons/shared/domain';
import type { Database } from '../db/database';
import { remoteActivations } from '../db/schema';

/** A cursor is the id of the last switch of the page before: pages stay put while new switches land. */
const cursorId = (cursor: string): number | null => (/^\d{1,12}$/.test(cursor) ? Number(cursor) : null);

/** The remotes' switches (docs/releases.md#who-changed-what), newest first, a page at a time. */
export function createSwitchHistory(db: Database) {
  return async ({ remote, limit, cursor }: SwitchHistoryQuery): Promise<SwitchHistoryPage> => {
    const before = cursorId(cursor);
    const filters: SQL[] = [];
    if (remote) filters.push(eq(remoteActivations.name, remote));
    if (before !== null) filters.push(lt(remoteActivations.id, before));
    const rows = await db
      .select()
      .from(remoteActivations)
      .where(and(...filters))
      .orderBy(desc(remoteActivations.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      switches: page.map((row) => ({
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
      nextCursor: rows.length > limit && page.length > 0 ? String(page.at(-1)!.id) : null,
    };
  };
}

export type SwitchHistory = ReturnType<typeof createSwitchHistory>;
