import { writeFileSync } from 'node:fs';
import { recordRows, type ReliabilityRow } from '../../api/test/reliability/report.ts';
import type { Stats } from './client';

/** What one scenario ran and found: its load's figures and each invariant's verdict. */
export interface ScenarioResult {
  name: string;
  area: 'load' | 'faults';
  seconds: number;
  stats: Stats;
  verdicts: { check: string; count: number; held: boolean }[];
}

/** The runner's table rows (one definition: api/test/reliability/report.ts) and `{ passed, failed }`. */
export function writeReports(results: ScenarioResult[]): { passed: number; failed: number } {
  const rows: ReliabilityRow[] = results.flatMap((result) =>
    result.verdicts.map(({ check, count, held }) => ({ area: result.area, check: `${result.name}: ${check}`, count, held })),
  );
  recordRows('load', rows);
  const counts = { passed: rows.filter((row) => row.held).length, failed: rows.filter((row) => !row.held).length };
  const file = process.env.RELIABILITY_LOAD_REPORT;
  if (file) writeFileSync(file, JSON.stringify(counts));
  return counts;
}

/** The readable summary: requests, rate, answers by status, p99, and every verdict. */
export function printSummary(results: ScenarioResult[]): void {
  for (const { name, seconds, stats, verdicts } of results) {
    const outcomes = [...stats.outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, n]) => `${outcome}: ${n}`);
    console.log(`\n${name}`);
    const rate = Math.round(stats.requests / seconds);
    const latency = `p50 ${stats.percentile(50)} ms, p99 ${stats.percentile(99)} ms`;
    console.log(`  ${stats.requests} requests in ${seconds} s, ${rate} req/s, ${latency}`);
    console.log(`  answers: ${outcomes.join(', ')}`);
    for (const { check, count, held } of verdicts) console.log(`  ${held ? 'held  ' : 'FAILED'} ${check} (${count})`);
  }
}
