import type { TestProject } from 'vitest/node';
import { startPostgresRun } from '../../../server-kernel/test/helpers/postgres-clones';
import { openPostgres } from '../../src/db/open';
import { startJobEngine } from '../../src/domains/jobs/engine';

/**
 * Global setup: on PostgreSQL (TEST_DATABASE_URL), migrates the run's template once, with the job
 * engine's schema and queues (docs/testing.md#postgresql); on PGlite, nothing (see pglite-template.ts).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    project.provide('postgresRun', null);
    return;
  }
  const { run, teardown } = await startPostgresRun(baseUrl, 'api', async (url) => {
    const handle = await openPostgres(url);
    const engine = await startJobEngine(handle.db, { log: { error: (_detail, message) => console.error(message) }, supervise: false });
    await engine.stop();
    await handle.close();
  });
  project.provide('postgresRun', run);
  return teardown;
}
