// @ts-check
// The test commands' reading of the tools' reports (scripts/reports.mjs): counts, and the failures
// named at the end of the output, which is all of a long run that CI keeps.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { playwrightCounts, vitestCounts } from '../../scripts/reports.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** @param {string} name @param {unknown} report */
function reportFile(name, report) {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('vitestCounts', () => {
  it('should count a failing test once and name it with its first lines', () => {
    const file = reportFile('vitest.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      numFailedTestSuites: 2,
      testResults: [
        {
          name: path.join(process.cwd(), 'api/test/a.test.ts'),
          status: 'failed',
          startTime: 1_000,
          endTime: 31_000,
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a refuses', failureMessages: ['\x1b[31mAssertionError: expected 1 to be 2\x1b[39m\n\n    at a.test.ts:4:5\n    more'] },
          ],
        },
        { name: path.join(process.cwd(), 'api/test/b.test.ts'), status: 'failed', message: 'Cannot find module x', startTime: 0, endTime: 90_000, assertionResults: [] },
      ],
    });
    expect(vitestCounts(file)()).toEqual({
      passed: 3,
      failed: 2,
      failures: [
        `${path.join('api', 'test', 'a.test.ts')} › a refuses: AssertionError: expected 1 to be 2 / at a.test.ts:4:5`,
        `${path.join('api', 'test', 'b.test.ts')}: Cannot find module x`,
      ],
      slowest: `${path.join('api', 'test', 'b.test.ts')} 1.5 min, ${path.join('api', 'test', 'a.test.ts')} 0.5 min`,
    });
  });

  it('should say nothing when the run wrote no report', () => {
    expect(vitestCounts(path.join(folder, 'none.json'))()).toBeUndefined();
  });
});

describe('playwrightCounts', () => {
  it('should name each unexpected failure with its file, in nested suites too', () => {
    /** @param {string} title @param {string} status @param {string} [message] */
    const spec = (title, status, message) => ({ title, tests: [{ status, results: [{ duration: 60_000, error: message && { message } }] }] });
    const file = reportFile('playwright.json', {
      stats: { expected: 2, flaky: 1, unexpected: 1 },
      suites: [
        {
          file: 'tabs.spec.ts',
          specs: [spec('shares one sign-in', 'expected')],
          suites: [{ title: 'releases', specs: [spec('rolls back', 'unexpected', 'Error: Command failed\nrelease: needs ^7.3.0'), spec('retried', 'flaky')] }],
        },
        { file: 'wallet.spec.ts', specs: [spec('withdraws', 'expected')] },
      ],
    });
    expect(playwrightCounts(file)()).toEqual({
      passed: 3,
      failed: 1,
      failures: ['tabs.spec.ts › rolls back: Error: Command failed / release: needs ^7.3.0'],
      slowest: 'tabs.spec.ts 3.0 min, wallet.spec.ts 1.0 min',
    });
  });
});
