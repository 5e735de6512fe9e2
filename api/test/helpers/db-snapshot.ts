import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/** Each table's row count and a hash of all its rows: equal snapshots mean nothing was written. */
export type DbSnapshot = Record<string, string>;

/** Both drivers (PGlite, node-postgres) answer raw SQL with `rows`; the shared type cannot say so. */
export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Columns written beside any signed-in request, which say nothing about what the request did:
 * a session's last use (at most once a minute), so a long run does not see it as a write.
 */
const bookkeeping: Record<string, string[]> = { sessions: ['last_used_at'] };

/** Every table of the schema but `ignored`, each as `<rows>:<md5 of the rows in order>`. */
export async function snapshotTables(db: Database, ignored: ReadonlySet<string> = new Set()): Promise<DbSnapshot> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: DbSnapshot = {};
  for (const { name } of tables.filter((table) => !ignored.has(table.name))) {
    const left = bookkeeping[name];
    const text = left ? sql`((to_jsonb(t) - ${sql.raw(`array[${left.map((column) => `'${column}'`).join(', ')}]`)})::text)` : sql`t::text`;
    const [row] = await rowsOf<{ rows: number; hash: string }>(
      db,
      sql`select count(*)::int as rows, md5(coalesce(string_agg(${text}, '|' order by ${text}), '')) as hash
          from ${sql.identifier(name)} t`,
    );
    snapshot[name] = `${row?.rows}:${row?.hash}`;
  }
  return snapshot;
}

/** The tables whose snapshot differs, with before and after. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).map((name) => `${name} ${before[name]} -> ${after[name]}`);
}
