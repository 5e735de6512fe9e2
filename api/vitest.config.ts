import { defineConfig } from 'vitest/config';

// Against a real PostgreSQL every file resets the one shared schema, so files must take turns.
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Files that run on an embedded PGlite of their own whatever TEST_DATABASE_URL says: the `ops`
 * command line and the built server on a data folder (DATABASE_URL emptied), and the
 * migrations replayed from an older release's PGlite. The PostgreSQL pass would only repeat them,
 * one file at a time: about 10 of its minutes on CI's machine.
 */
const embeddedOnly = [
  'test/cli/carbon-ops.test.ts',
  'test/cli/mail-ops.test.ts',
  'test/cli/ops-args.test.ts',
  'test/cli/ops-process.test.ts',
  'test/cli/projects-ops.test.ts',
  'test/db/*-migration.test.ts',
  'test/db/pglite-folder.test.ts',
  'test/server/built-server.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Run by `pnpm test:reliability` (vitest.reliability.config.ts), not by `npm test`.
    exclude: ['test/reliability/**', ...(sharedDatabase ? embeddedOnly : [])],
    setupFiles: ['test/helpers/temp-cleanup.ts'],
    fileParallelism: !sharedDatabase,
    // Each file opens its own PGlite (about a second or more on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
