// `npm test`: every check of the workspace, ending with one line "N passed, N failed".
// Order: type-check, lint, unit/component/API tests (PGlite), then the end-to-end journeys against
// the site as `npm start` runs it. When TEST_DATABASE_URL is set the API's and the platform's files
// run once, on PostgreSQL, beside all of that; the PGlite pass keeps only the files that use an
// embedded PGlite whatever the database (docs/testing.md#postgresql).
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps, ensureDependencies, pnpm, root, run } from './lib.mjs';
import { createTally, freePort, playwrightCounts, vitestCounts } from './steps.mjs';

const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].some((path) => path && existsSync(path));

const reports = mkdtempSync(join(tmpdir(), 'commons-test-'));
const tally = createTally();
const { step } = tally;

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const { TEST_DATABASE_URL, ...envWithoutPostgres } = process.env;

try {
  await ensureDependencies();
} catch (error) {
  console.error(`npm test: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The API tests on PostgreSQL wait on the database more than they compute, so they start first
// and run beside every other step (type-check to the journeys in Chromium), one file at a time so
// the others keep a core; their output is printed once they end (docs/testing.md#postgresql).
const pgReport = join(reports, 'vitest-pg.json');
const pgLog = join(reports, 'vitest-pg.log');
const postgresTests = TEST_DATABASE_URL
  ? step(
      `API tests on PostgreSQL (${TEST_DATABASE_URL})`,
      async () => {
        const log = openSync(pgLog, 'w');
        const code = await run(
          vitest,
          ['run', '--project', '@commons/api', '--project', '@commons/platform', '--maxWorkers=1', '--reporter=default', '--reporter=json', `--outputFile=${pgReport}`],
          { env: process.env, stdio: ['ignore', log, log] },
        );
        closeSync(log);
        console.log(`\n=== API tests on PostgreSQL: output\n${readFileSync(pgLog, 'utf8')}`);
        return code;
      },
      vitestCounts(pgReport),
    )
  : Promise.resolve();

await step('typecheck (every package)', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
await step('lint (every package)', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'lint']));

const unitReport = join(reports, 'vitest.json');
await step(
  TEST_DATABASE_URL ? 'unit, component and embedded-database tests (PGlite)' : 'unit, component and API tests (API on PGlite)',
  () =>
    run(vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile=${unitReport}`], {
      env: TEST_DATABASE_URL ? { ...envWithoutPostgres, COMMONS_EMBEDDED_PASS: '1' } : envWithoutPostgres,
    }),
  vitestCounts(unitReport),
);

const e2eReport = join(reports, 'playwright.json');
await step('build the site', async () => {
  try {
    await buildApps();
    return 0;
  } catch {
    return 1;
  }
});
if (!systemChromium) {
  // No system browser: Playwright brings its own (needs the network to its download host).
  await step('install Playwright chromium', () => pnpm(['--filter', '@commons/e2e', 'exec', 'playwright', 'install', 'chromium']));
}
const e2eData = mkdtempSync(join(tmpdir(), 'commons-e2e-data-'));
await step(
  'end-to-end journeys in Chromium',
  async () =>
    pnpm(['--filter', '@commons/e2e', 'exec', 'playwright', 'test'], {
      env: {
        ...envWithoutPostgres,
        E2E_PORT: String(await freePort()),
        E2E_DATA_DIR: e2eData,
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      },
    }),
  playwrightCounts(e2eReport),
);
rmSync(e2eData, { recursive: true, force: true });
await postgresTests;

tally.finish();
