import * as v from 'valibot';
import { pageLimits } from '@commons/shared/domain';
import { noControlCharacters } from './text';

/**
 * A whole number from 1 to `max` as a query string carries it, `fallback` when blank; messages
 * name the field.
 */
const wholeNumber = (field: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(`${field} must be a whole number`), ''),
    v.trim(),
    v.check((text) => text === '' || /^\d+$/.test(text), `${field} must be a whole number`),
    v.transform((text) => (text === '' ? fallback : Number(text))),
    v.minValue(1, `${field} must be at least 1`),
    v.maxValue(max, `${field} must be at most ${max}`),
  );

/** `?limit=` of a console table that shows more rows a page than most: `fallback` when blank, `max` at most. */
export const consolePageLimit = (fallback: number, max: number) => wholeNumber('limit', fallback, max);

/** `?page=2&limit=20` of the console's numbered tables: page 1 and 10 rows when blank. */
export const ConsolePageQuerySchema = v.object({
  page: wholeNumber('page', 1, 100_000),
  limit: wholeNumber('limit', pageLimits.default, pageLimits.max),
});
export type ConsolePageQuery = v.InferOutput<typeof ConsolePageQuerySchema>;

/** Where a numbered page sits: its number, its size, and how many rows all pages hold. */
export const ConsolePageSchema = v.object({ page: v.number(), limit: v.number(), total: v.number() });
export type ConsolePage = v.InferOutput<typeof ConsolePageSchema>;

/** Which way a console table sorts: ascending or descending by its sort column. */
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** How a console table is sorted: a whitelisted column, and which way. */
export interface TableSort<Key extends string = string> {
  sort: Key;
  order: SortOrder;
}

/**
 * `?page=&limit=&sort=&order=` of a console table the server pages and sorts
 * (docs/api.md#console-tables): `sort` is one of the table's `keys`, `fallback` when absent; any
 * other key is a 400 naming the keys, so the server only ever orders by a column it chose.
 */
export const consoleTableQuery = <const Key extends string>(keys: readonly [Key, ...Key[]], fallback: TableSort<Key>) =>
  v.object({
    ...ConsolePageQuerySchema.entries,
    sort: v.optional(v.picklist(keys, `must be one of ${keys.join(', ')}`), fallback.sort),
    order: v.optional(v.picklist(sortOrders, `must be one of ${sortOrders.join(', ')}`), fallback.order),
  });

/**
 * A console table's text search (`?q=`, by email or name): any case, part of a word; blank
 * means no search. Trimmed and bounded, and no control character reaches the database.
 */
export const ConsoleSearchSchema = v.pipe(
  v.optional(v.string('must be text'), ''),
  v.trim(),
  v.maxLength(200, 'must be at most 200 characters'),
  noControlCharacters(),
);
