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
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a refuses', failureMessages: ['\x1b[31mAssertionError: expected 1 to be 2\x1b[39m\n\n    at a.test.ts:4:5\n    more'] },
          ],
        },
        { name: path.join(process.cwd(), 'api/test/b.test.ts'), status: 'failed', message: 'Cannot find module x', assertionResults: [] },
      ],
    });
    expect(vitestCounts(file)()).toEqual({
      passed: 3,
      failed: 2,
      failures: [
        `${path.join('api', 'test', 'a.test.ts')} › a refuses: AssertionError: expected 1 to be 2 / at a.test.ts:4:5`,
        `${path.join('api', 'test', 'b.test.ts')}: Cannot find module x`,
      ],
    });
  });

  it('should say nothing when the run wrote no report', () => {
    expect(vitestCounts(path.join(folder, 'none.json'))()).toBeUndefined();
  });
});

describe('playwrightCounts', () => {
  it('should name each unexpected failure with its file, in nested suites too', () => {
    /** @param {string} title @param {string} status @param {string} [message] */
    const spec = (title, status, message) => ({ title, tests: [{ status, results: [{ error: message && { message } }] }] });
    const file = reportFile('playwright.json', {
      stats: { expected: 2, flaky: 1, unexpected: 1 },
      suites: [
        {
          file: 'tabs.spec.ts',
          specs: [spec('shares one sign-in', 'expected')],
          suites: [{ title: 'releases', specs: [spec('rolls back', 'unexpected', 'Error: Command failed\nrelease: needs ^7.3.0'), spec('retried', 'flaky')] }],
        },
      ],
    });
    expect(playwrightCounts(file)()).toEqual({
      passed: 3,
      failed: 1,
      failures: ['tabs.spec.ts › rolls back: Error: Command failed / release: needs ^7.3.0'],
    });
  });
});
