import pg from 'pg';
import { createPgliteClient, migratedPglite, openPostgres, type OpenDatabase } from '@commons/server-kernel/db/open';
import { migratePlatform } from '../../src/db/migrate';
import * as schema from '../../src/db/schema';

export type TestDatabase = OpenDatabase<typeof schema>;

const setup = { schema, migrate: migratePlatform };

/** Drops everything the migrations made, so each test file starts from an empty schema. */
async function resetSchema(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

/**
 * A database holding the platform's tables only, migrated by its own journal, for one test file:
 * the PostgreSQL of `TEST_DATABASE_URL` (reset) when set, else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return migratedPglite(await createPgliteClient(), setup);
  await resetSchema(url);
  return openPostgres(setup, url);
}
