import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One line of `pnpm test:reliability`'s table: what was tried, how many times, whether it held. */
export interface ReliabilityRow {
  area: string;
  check: string;
  count: number;
  held: boolean;
}

/**
 * Writes a suite's rows for the runner's table (scripts/reliability.mjs) when it runs the suite;
 * run alone, a suite records nothing.
 */
export function recordRows(suite: string, rows: ReliabilityRow[]): void {
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${suite}.json`), JSON.stringify(rows));
}
