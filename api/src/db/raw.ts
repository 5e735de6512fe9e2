import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * The rows of a raw statement, whichever driver ran it (both reply `{ rows }`). Raw rows skip
 * drizzle's column mapping: name the columns in the statement and convert `bigint`s, which
 * node-postgres returns as strings, with `Number`.
 */
export const rowsOf = async <T>(db: Database, statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
