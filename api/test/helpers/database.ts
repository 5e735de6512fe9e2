import pg from 'pg';
import type { DatabaseHandle } from '../../src/db/database';
import { fileDatabase } from '../../../server-kernel/test/helpers/postgres-clones';
import { openPostgres } from '../../src/db/open';
import { openMigratedPglite } from './pglite-template';

/** Drops everything the migrations made, so each test file starts from an empty schema. */
export async function resetSchema(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // pgboss: the job engine's tables, so no job of an earlier file runs against this one's.
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

/**
 * A migrated, empty database for one test file: on PostgreSQL (`TEST_DATABASE_URL`) the file's
 * copy of the run's template (docs/testing.md#postgresql), else an in-memory PGlite. Tests in a file share it and stay independent by
 * using unique emails.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!process.env.TEST_DATABASE_URL) return openMigratedPglite();
  return openPostgres(await fileDatabase.take());
}
