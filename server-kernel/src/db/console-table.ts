import { asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ConsolePageQuery, TableSort } from '@commons/shared/schemas';

// The one reading of a console table's page, sort and search (docs/api.md#console-tables): every
// list of the console pages, sorts and filters in SQL through these, never in memory.

/** What a sort key orders by: a column or an expression the table's query selects, or several in turn. */
export type SortColumns<Key extends string> = Record<Key, AnyColumn | SQL | ReadonlyArray<AnyColumn | SQL>>;

/**
 * The ORDER BY of `sort` over the table's whitelisted `columns`, then `tieBreak` (a unique
 * column or expression), so rows that tie keep one order and never move between pages.
 */
export function orderOf<Key extends string>(columns: SortColumns<Key>, { sort, order }: TableSort<Key>, tieBreak: AnyColumn | SQL): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const sorted = columns[sort];
  return [...(Array.isArray(sorted) ? sorted : [sorted]).map((column: AnyColumn | SQL) => by(column)), by(tieBreak)];
}

/** LIMIT and OFFSET of a numbered page. */
export const pageWindow = ({ page, limit }: ConsolePageQuery) => ({ limit, offset: (page - 1) * limit });

/** `text` as a LIKE pattern matching itself: its wildcards and the escape taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows where any of `columns` contains `q`, in any case; undefined (no condition) for a blank search. */
export function searchOf(q: string, ...columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (q === '') return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return or(...columns.map((column) => sql`lower(${column}) like ${pattern}`));
}
