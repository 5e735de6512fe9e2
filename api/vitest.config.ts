import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * `npm test` on PostgreSQL runs this package's files once, there; its PGlite pass sets this and
 * keeps only the files that run on an embedded PGlite whatever the database (docs/testing.md#postgresql).
 */
const embeddedPass = process.env.COMMONS_EMBEDDED_PASS === '1';

/**
 * Files that run on an embedded PGlite of their own whatever TEST_DATABASE_URL says: the `ops`
 * command line and the built server on a data folder (DATABASE_URL emptied), and the
 * migrations replayed from an older release's PGlite. The PostgreSQL pass would only repeat them,
 * about 10 of its minutes on CI's machine when its files took turns.
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
    include: embeddedPass ? embeddedOnly : ['test/**/*.test.ts'],
    // Run by `pnpm test:reliability` (vitest.reliability.config.ts), not by `npm test`.
    exclude: ['test/reliability/**', ...(postgres ? embeddedOnly : [])],
    // On PostgreSQL each file works in a copy of a template migrated once, so files run side by side.
    globalSetup: ['test/helpers/postgres-run.ts'],
    setupFiles: ['test/helpers/temp-cleanup.ts', '../server-kernel/test/helpers/postgres-file.ts'],
    // Files share their worker's modules: importing the app's whole module graph again for each
    // of some 200 files was most of the PostgreSQL pass (docs/testing.md#files-share-modules).
    isolate: false,
    // Each file opens its own PGlite (about a second or more on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
