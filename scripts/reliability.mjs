// `pnpm test:reliability` (docs/reliability.md): the project's promises under load, faults and
// attack. Each suite records rows (what it tried, how many times, whether it held) into one folder;
// this prints them as one table and ends with "N passed, N failed" like `npm test`. Against
// PostgreSQL when TEST_DATABASE_URL is set (CI), else PGlite only.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi, buildApps, ensureDependencies, pnpm, root, run } from './lib.mjs';
import { createTally, freePort, playwrightCounts, vitestCounts } from './steps.mjs';

const reports = mkdtempSync(join(tmpdir(), 'commons-reliability-'));
const rowsDir = join(reports, 'rows');
const tally = createTally();
const { step } = tally;
const env = { ...process.env, RELIABILITY_REPORT_DIR: rowsDir };

try {
  await ensureDependencies();
  await buildApps();
  await buildApi();
} catch (error) {
  console.error(`test:reliability: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const apiReport = join(reports, 'vitest.json');
await step(
  `API under attack: bad input, security, tokens, permissions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  () =>
    run(vitest, ['run', '--config', 'vitest.reliability.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${apiReport}`], {
      cwd: join(root, 'api'),
      env,
    }),
  vitestCounts(apiReport),
);

const loadReport = join(reports, 'load.json');
await step(
  'load and faults: two API processes, a killed process, a cut database connection',
  () => pnpm(['--filter', '@commons/reliability', 'run', 'load'], { env: { ...env, RELIABILITY_LOAD_REPORT: loadReport } }),
  () => (existsSync(loadReport) ? JSON.parse(readFileSync(loadReport, 'utf8')) : undefined),
);

const browserReport = join(reports, 'playwright.json');
const browserData = mkdtempSync(join(tmpdir(), 'commons-reliability-data-'));
const { TEST_DATABASE_URL: _postgres, ...browserEnv } = env;
await step(
  'in Chromium: accessibility at desktop and phone width, stored script never runs',
  async () =>
    pnpm(['--filter', '@commons/e2e', 'exec', 'playwright', 'test', '--config', 'reliability.config.ts'], {
      env: { ...browserEnv, E2E_PORT: String(await freePort()), E2E_DATA_DIR: browserData, PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
    }),
  playwrightCounts(browserReport),
);
rmSync(browserData, { recursive: true, force: true });

const unheld = printTable();
if (unheld > 0 && tally.failed === 0) {
  // Each suite fails its own test when a row fails; this only catches a suite that forgot to.
  tally.failed += 1;
  tally.lines.push(`FAIL the table: ${unheld} rows did not hold although every suite passed`);
}
tally.finish();

/**
 * The rows every suite recorded: JSON files of `[{ area, check, count, held }]` in
 * RELIABILITY_REPORT_DIR (`count` is how many times the check was tried or found). Returns
 * how many rows did not hold.
 */
function printTable() {
  const rows = existsSync(rowsDir)
    ? readdirSync(rowsDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .flatMap((name) => JSON.parse(readFileSync(join(rowsDir, name), 'utf8')))
    : [];
  const table = [['area', 'check', 'count', 'result'], ...rows.map((row) => [row.area, row.check, String(row.count), row.held ? 'held' : 'FAILED'])];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ');
  console.log(`\n${line(table[0])}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
  for (const cells of table.slice(1)) console.log(line(cells));
  return rows.filter((row) => !row.held).length;
}
