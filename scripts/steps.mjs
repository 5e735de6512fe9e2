// The steps of the two test commands (`npm test`, `pnpm test:reliability`): each runs a tool,
// reads its JSON report and adds its counts to one tally, so both end "N passed, N failed".
import { createServer } from 'node:net';

export { playwrightCounts, vitestCounts } from './reports.mjs';

/** How many failures the closing list names; the tools' own output above has every one. */
const namedFailures = 40;

/**
 * A tally of passed and failed checks over several steps, and one line per step. The failures'
 * names close the output, just above the summary line: CI keeps only the end of a long log.
 */
export function createTally() {
  const tally = { passed: 0, failed: 0, lines: [], failures: [] };

  /** Runs one step; a step that crashes without a report counts as one failure. */
  tally.step = async (name, action, count) => {
    console.log(`\n=== ${name}`);
    const started = Date.now();
    const code = await action();
    const minutes = ((Date.now() - started) / 60000).toFixed(1);
    const counted = count?.();
    if (counted) {
      tally.passed += counted.passed;
      tally.failed += counted.failed;
      tally.failures.push(...(counted.failures ?? []).map((failure) => `${name}: ${failure}`));
    }
    const failedWithoutCount = code !== 0 && (!counted || counted.failed === 0);
    if (failedWithoutCount) tally.failed += 1;
    if (!counted && code === 0) tally.passed += 1;
    tally.lines.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${minutes} min)`);
    if (counted?.slowest) tally.lines.push(`       longest files: ${counted.slowest}`);
    return code;
  };

  /** Prints the step lines and the summary line; the process's exit code follows them. */
  tally.finish = () => {
    if (tally.failures.length > 0) {
      const more = tally.failures.length - namedFailures;
      const named = tally.failures.slice(0, namedFailures).map((failure) => `  - ${failure}`);
      console.log(`\nFailed:\n${named.join('\n')}${more > 0 ? `\n  and ${more} more (above)` : ''}`);
    }
    console.log(`\n${tally.lines.join('\n')}\n`);
    console.log(`${tally.passed} passed, ${tally.failed} failed`);
    process.exit(tally.failed > 0 || tally.lines.some((line) => line.startsWith('FAIL')) ? 1 : 0);
  };
  return tally;
}

/** A TCP port free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
