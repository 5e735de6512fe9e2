import { defineConfig } from 'vitest/config';

// `pnpm test:reliability`'s API suites (docs/reliability.md): bad input generated for every route,
// security and tokens (the permission matrix runs once, in `npm test`). Files take turns: several
// compare the whole database before and after, and some measure throttles; on PostgreSQL each has
// a copy of a template migrated once (docs/testing.md#postgresql).
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    globalSetup: ['test/helpers/postgres-run.ts'],
    setupFiles: ['test/helpers/temp-cleanup.ts', '../server-kernel/test/helpers/postgres-file.ts'],
    fileParallelism: false,
    // Files share the worker's modules (docs/testing.md#files-share-modules).
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 300_000,
  },
});
