import { defineConfig } from 'vitest/config';

// Against a real PostgreSQL every file resets the one shared schema, so files must take turns.
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/helpers/temp-cleanup.ts'],
    fileParallelism: !sharedDatabase,
    // Each file opens its own PGlite and migrates it (seconds on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
