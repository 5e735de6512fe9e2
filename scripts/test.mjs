// `npm test`: every check of the workspace, ending with one line "N passed, N failed".
// Order: type-check, lint, unit/component/API tests (PGlite), API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the end-to-end journeys against the site as `npm start` runs it.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps, ensureDependencies, pnpm, root, run } from './lib.mjs';

const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].some((path) => path && existsSync(path));

const reports = mkdtempSync(join(tmpdir(), 'commons-test-'));
const tally = { passed: 0, failed: 0 };
const results = [];

/** Runs one step; a step that crashes without a report counts as one failure. */
async function step(name, action, count) {
  console.log(`\n=== ${name}`);
  const code = await action();
  const counted = count?.();
  if (counted) {
    tally.passed += counted.passed;
    tally.failed += counted.failed;
  }
  const failedWithoutCount = code !== 0 && (!counted || counted.failed === 0);
  if (failedWithoutCount) tally.failed += 1;
  if (!counted && code === 0) tally.passed += 1;
  results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
}

const vitestCounts = (file) => () => {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0) };
};

const playwrightCounts = (file) => () => {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const { TEST_DATABASE_URL, ...envWithoutPostgres } = process.env;

try {
  await ensureDependencies();
} catch (error) {
  console.error(`npm test: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

await step('typecheck (every package)', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
await step('lint (every package)', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'lint']));

const unitReport = join(reports, 'vitest.json');
await step(
  'unit, component and API tests (API on PGlite)',
  () => run(vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile=${unitReport}`], { env: envWithoutPostgres }),
  vitestCounts(unitReport),
);

if (TEST_DATABASE_URL) {
  const pgReport = join(reports, 'vitest-pg.json');
  await step(
    `API tests on PostgreSQL (${TEST_DATABASE_URL})`,
    () =>
      run(vitest, ['run', '--project', '@commons/api', '--no-file-parallelism', '--reporter=default', '--reporter=json', `--outputFile=${pgReport}`], {
        env: process.env,
      }),
    vitestCounts(pgReport),
  );
}

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

console.log(`\n${results.join('\n')}\n`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 || results.some((line) => line.startsWith('FAIL')) ? 1 : 0);
