import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The values as SQL string literals, in the order of the shared constant. */
const literals = (values: readonly string[]) => values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');

/**
 * `column in ('A', 'B')` for a check constraint, from a constant of `shared/src/domain`, so a
 * new value is one edit there plus the migration `db:generate` then writes.
 */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(literals(values))})`;

/** `column <@ array['A', 'B']::text[]`: every element of a text array column is one of `values`. */
export const allOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} <@ array[${sql.raw(literals(values))}]::text[]`;
