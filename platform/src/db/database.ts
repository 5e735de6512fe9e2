import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The database as the platform uses it: drizzle over PGlite or node-postgres holding (at least)
 * the platform's tables. The server passes its own handle, whose schema has these and more.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
