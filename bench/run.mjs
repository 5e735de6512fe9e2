// `pnpm bench`: the benchmarks of issue 16 measured so far, printed as tables and written to
// bench/results/latest.json with the machine they ran on. A benchmark, never a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, root } from '../scripts/lib.mjs';
import { measureApi, printApi } from './api.mjs';
import { measureBuilds, printBuilds } from './build.mjs';
import { measureBytes, printBytes } from './bytes.mjs';

await ensureDependencies();
// Builds first: it leaves every app built for the byte measurements.
const builds = await measureBuilds();
const coldLoads = await measureBytes();
const api = await measureApi();
printBuilds(builds);
printBytes(coldLoads);
printApi(api);

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const machine = { cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
writeFileSync(
  join(root, 'bench', 'results', 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, builds, coldLoads, api }, null, 2)}\n`,
);
