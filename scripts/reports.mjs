// @ts-check
// What the test commands read from the tools' JSON reports: how many passed and failed, and each
// failure named in a line (scripts/steps.mjs prints them last, the part of a long log CI keeps).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** @typedef {{ passed: number, failed: number, failures: string[], slowest?: string }} Counts */

/**
 * The files that took longest, "a.spec.ts 6.1 min, b.spec.ts 4.0 min": where a step's minutes go,
 * printed under its line so the end of a CI log shows it.
 * @param {Map<string, number>} msByFile
 */
const slowestOf = (msByFile, count = 6) =>
  [...msByFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, ms]) => `${file} ${(ms / 60000).toFixed(1)} min`)
    .join(', ');

/**
 * A failure's first two lines, without terminal colours: enough to tell one failure from another.
 * @param {string} [text]
 */
const firstLines = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' / ')
    .slice(0, 300);

/**
 * @typedef {{ status: string, fullName: string, failureMessages?: string[] }} VitestTest
 * @typedef {{ name: string, status: string, message?: string, startTime?: number, endTime?: number, assertionResults?: VitestTest[] }} VitestFile
 */

/**
 * The counts in a vitest JSON report, and each failure named, or undefined when the run wrote none.
 * @param {string} file
 * @returns {() => Counts | undefined}
 */
export const vitestCounts = (file) => () => {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {VitestFile[]} */
  const files = report.testResults ?? [];
  /** @param {VitestFile} file */
  const failedTests = (file) => (file.assertionResults ?? []).filter((test) => test.status === 'failed');
  /** @param {VitestFile} file */
  const where = (file) => relative(process.cwd(), file.name);
  // A file that failed outside its tests (an import, a hook) is one failure more; one whose tests
  // failed is counted by them.
  const failedOutsideTests = files.filter((file) => file.status === 'failed' && failedTests(file).length === 0);
  const failures = [
    ...files.flatMap((file) => failedTests(file).map((test) => `${where(file)} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`)),
    ...failedOutsideTests.map((file) => `${where(file)}: ${firstLines(file.message)}`),
  ];
  const slowest = slowestOf(new Map(files.map((file) => [where(file), (file.endTime ?? 0) - (file.startTime ?? 0)])));
  return { passed: report.numPassedTests, failed: report.numFailedTests + failedOutsideTests.length, failures, slowest };
};

/**
 * @typedef {{ status: string, results: { duration?: number, error?: { message?: string } }[] }} PlaywrightTest
 * @typedef {{ file?: string, suites?: PlaywrightSuite[], specs?: { title: string, tests: PlaywrightTest[] }[] }} PlaywrightSuite
 */

/**
 * Every test of a Playwright report's suites, with the file it is in.
 * @param {PlaywrightSuite} suite
 * @param {string} [file]
 * @returns {Generator<{ file: string | undefined, title: string, test: PlaywrightTest }>}
 */
function* playwrightTests(suite, file) {
  for (const child of suite.suites ?? []) yield* playwrightTests(child, child.file ?? file);
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { file, title: spec.title, test };
}

/**
 * The counts in a Playwright JSON report, and each failure named, or undefined when the run wrote none.
 * @param {string} file
 * @returns {() => Counts | undefined}
 */
export const playwrightCounts = (file) => () => {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [...playwrightTests(report)]
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ file: where, title, test }) => `${where} › ${title}: ${firstLines(test.results.at(-1)?.error?.message)}`);
  /** @type {Map<string, number>} */
  const msByFile = new Map();
  for (const { file: where, test } of playwrightTests(report)) {
    const ms = test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
    msByFile.set(where ?? '?', (msByFile.get(where ?? '?') ?? 0) + ms);
  }
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, failures, slowest: slowestOf(msByFile) };
};
