import { recordRows, type ReliabilityRow } from './report';

/**
 * Runs one test's checks and writes their rows under a suite name of its own, even when the test
 * fails: Playwright starts a new worker after a failure, so rows kept in a module for an
 * `afterAll` would lose those of the tests before it.
 */
export async function recorded(suite: string, run: (rows: ReliabilityRow[]) => Promise<void>): Promise<void> {
  const rows: ReliabilityRow[] = [];
  try {
    await run(rows);
  } finally {
    recordRows(suite, rows);
  }
}
