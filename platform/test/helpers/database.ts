import { createPgliteClient, migratedPglite, openPostgres, type OpenDatabase } from '@commons/server-kernel/db/open';
import { migratePlatform } from '../../src/db/migrate';
import * as schema from '../../src/db/schema';
import { fileDatabase } from '../../../server-kernel/test/helpers/postgres-clones';

export type TestDatabase = OpenDatabase<typeof schema>;

const setup = { schema, migrate: migratePlatform };

/**
 * A database holding the platform's tables only, migrated by its own journal, for one test file:
 * on PostgreSQL (`TEST_DATABASE_URL`) the file's copy of the run's template (docs/testing.md#postgresql),
 * else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) return migratedPglite(await createPgliteClient(), setup);
  return openPostgres(setup, await fileDatabase.take());
}
