import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** What every service receives: drizzle over PGlite or node-postgres, the same to callers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and the way to release it (closing PGlite flushes its data folder). */
export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
}
