import { defineConfig } from 'vitest/config';

// `npm test` on PostgreSQL runs this package's files there only; its PGlite pass sets this
// (docs/testing.md#postgresql).
const embeddedPass = process.env.COMMONS_EMBEDDED_PASS === '1';

export default defineConfig({
  test: {
    include: embeddedPass ? [] : ['test/**/*.test.ts'],
    // On PostgreSQL each file works in a copy of a template migrated once, so files run side by side.
    globalSetup: ['test/helpers/postgres-run.ts'],
    setupFiles: ['test/helpers/temp-cleanup.ts', '../server-kernel/test/helpers/postgres-file.ts'],
    // Files share their worker's modules (docs/testing.md#files-share-modules).
    isolate: false,
    // Each file opens its own PGlite and migrates it (seconds on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
