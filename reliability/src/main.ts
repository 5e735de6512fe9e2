// `pnpm --filter @commons/reliability run load` (docs/reliability.md#2-load-and-faults): the mixed
// load on two API processes over one PostgreSQL, the same with a process killed and with the
// database cut, and once on PGlite; the invariants read from the database afterwards. Loopback
// only, bounded in time.
import { buildApi } from '../../scripts/lib.mjs';
import { cutDatabase, killOneProcess } from './faults';
import { printSummary, writeReports, type ScenarioResult } from './report';
import { pgliteScenario, postgresScenario } from './scenarios';

const loadSeconds = Number(process.env.RELIABILITY_LOAD_SECONDS || 60);
const pgliteSeconds = Math.min(20, loadSeconds);
/** `RELIABILITY_ONLY=cut` (or load, kill, pglite) runs one scenario, to work on it. */
const only = process.env.RELIABILITY_ONLY;
const wanted = (name: string) => !only || only === name;

async function scenarios(): Promise<ScenarioResult[]> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const results: ScenarioResult[] = [];
  if (serverUrl) {
    const common = { seconds: loadSeconds, processes: 2 };
    const postgres = [
      { suffix: 'load', name: `postgres, 2 processes, ${loadSeconds} s`, area: 'load', fault: null },
      { suffix: 'kill', name: 'postgres, 2 processes, one killed', area: 'faults', fault: killOneProcess },
      { suffix: 'cut', name: 'postgres, 2 processes, database cut', area: 'faults', fault: cutDatabase },
    ] as const;
    for (const scenario of postgres.filter(({ suffix }) => wanted(suffix))) {
      results.push(await postgresScenario(serverUrl, { ...common, ...scenario }));
    }
  } else {
    console.log(
      'TEST_DATABASE_URL is not set: the PostgreSQL scenarios (two processes, a killed process, a cut database) were skipped.',
    );
  }
  if (wanted('pglite')) {
    results.push(await pgliteScenario({ name: `pglite, 1 process, ${pgliteSeconds} s`, seconds: pgliteSeconds }));
  }
  return results;
}

try {
  await buildApi();
  const results = await scenarios();
  printSummary(results);
  const { passed, failed } = writeReports(results);
  console.log(`\nload and faults: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
} catch (error) {
  console.error(`load and faults: ${(error as Error).stack}`);
  writeReports([]);
  process.exitCode = 1;
}
