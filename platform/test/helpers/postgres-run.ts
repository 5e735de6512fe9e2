import type { TestProject } from 'vitest/node';
import { startPostgresRun } from '../../../server-kernel/test/helpers/postgres-clones';
import { openPostgres } from '@commons/server-kernel/db/open';
import { migratePlatform } from '../../src/db/migrate';
import * as schema from '../../src/db/schema';

/** Global setup: on PostgreSQL (TEST_DATABASE_URL), migrates the run's template of the platform's tables once (docs/testing.md#postgresql). */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    project.provide('postgresRun', null);
    return;
  }
  const { run, teardown } = await startPostgresRun(baseUrl, 'platform', async (url) => {
    const handle = await openPostgres({ schema, migrate: migratePlatform }, url);
    await handle.close();
  });
  project.provide('postgresRun', run);
  return teardown;
}
