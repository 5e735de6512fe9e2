import { defineConfig } from 'vitest/config';

// Against a real PostgreSQL every file resets the one shared schema, so files must take turns.
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The platform's routes are tested in the composed server (api/test/helpers/build.ts).
    setupFiles: ['../api/test/helpers/temp-cleanup.ts'],
    fileParallelism: !sharedDatabase,
    // Each file opens its own PGlite (about a second or more on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
