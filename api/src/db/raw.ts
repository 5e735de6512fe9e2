import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * The rows of a raw statement, whichever driver ran it (both reply `{ rows }`). Raw rows skip
 * drizzle's column mapping: name the columns in the statement and convert `bigint`s, which
 * node-postgres returns as strings, with `Number`.
 */
export const rowsOf = async <T>(db: Database, statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/**
 * Inserts many rows in one statement with one parameter, the rows as JSON
 * (`jsonb_to_recordset`): drizzle's `values([...])` binds every cell and spent a fifth of a
 * batch of checkouts' CPU building the statement (bench/README.md, "hot listing"). Every row
 * names the same columns; a `jsonb` column takes its value as is, a timestamp its ISO string.
 * `tail` follows the insert (`on conflict ... returning ...`); returns the rows it returns.
 */
export async function insertJsonRows<T extends PgTable, R = never>(
  db: Database,
  table: T,
  rows: Array<T['$inferInsert']>,
  tail?: SQL,
): Promise<R[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => columns[key]);
  const names = keys.map((key) => columns[key]!.name);
  const json = rows.map((row) => Object.fromEntries(keys.map((key, index) => [names[index], (row as Record<string, unknown>)[key]])));
  const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  const types = sql.raw(keys.map((key, index) => `"${names[index]}" ${columns[key]!.getSQLType()}`).join(', '));
  return rowsOf<R>(
    db,
    sql`insert into ${table} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as x(${types}) ${tail ?? sql``}`,
  );
}

/**
 * `column = any($1)`, the values bound as one array: drizzle's `inArray` binds each value on
 * its own, and building a statement with a batch's hundreds of ids cost more than running it.
 */
export const anyOf = (column: PgColumn, values: readonly unknown[]): SQL => sql`${column} = any(${sql.param(values)})`;

/** PostgreSQL folds a UUID's case; a map of rows read back is keyed the same way. */
export const idOf = (id: string) => id.toLowerCase();
