// `pnpm bench`: the benchmarks of issue 16 measured so far, printed as tables and written to
// bench/results/latest.json with the machine they ran on. A benchmark, never a test.
// `node bench/run.mjs api` measures the API alone and writes bench/results/api.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, root } from '../scripts/lib.mjs';
import { measureApi, printApi } from './api.mjs';
import { measureBuilds, printBuilds } from './build.mjs';
import { measureBytes, printBytes } from './bytes.mjs';

const apiOnly = process.argv[2] === 'api';
await ensureDependencies();
const measured = {};
if (!apiOnly) {
  // Builds first: it leaves every app built for the byte measurements.
  measured.builds = await measureBuilds();
  measured.coldLoads = await measureBytes();
}
measured.api = await measureApi();
if (!apiOnly) {
  printBuilds(measured.builds);
  printBytes(measured.coldLoads);
}
printApi(measured.api);

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const machine = { cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
writeFileSync(
  join(root, 'bench', 'results', apiOnly ? 'api.json' : 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...measured }, null, 2)}\n`,
);
