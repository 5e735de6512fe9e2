import { afterAll, inject } from 'vitest';
import { useFileDatabase } from './postgres-clones';

// Setup file of the packages whose tests use a database: on PostgreSQL, each test file gets a copy
// of the run's migrated template as its TEST_DATABASE_URL (docs/testing.md#postgresql).
await useFileDatabase(inject('postgresRun'), (drop) => afterAll(drop));
