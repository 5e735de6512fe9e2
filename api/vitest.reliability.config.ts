import { defineConfig } from 'vitest/config';

// `pnpm test:reliability`'s API suites (docs/reliability.md): bad input generated for every route,
// security, tokens, and the permission matrix again. Files take turns: several compare the whole
// database before and after, and on PostgreSQL they share one schema.
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts', 'test/routes/permission-matrix.test.ts'],
    setupFiles: ['test/helpers/temp-cleanup.ts'],
    fileParallelism: false,
    hookTimeout: 60_000,
    testTimeout: 300_000,
  },
});
