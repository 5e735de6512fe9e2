// `pnpm bench [part...]`: the benchmarks of bench/README.md, printed as tables and merged into
// bench/results/latest.json with the machine they ran on. A benchmark, never a test.
// Parts: build, bytes, one-bundle, nav, release, timings, lighthouse, api, jobs; none named runs them all.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { buildApps, ensureDependencies, root } from '../scripts/lib.mjs';
import { measureApi, printApi } from './api.mjs';
import { measureBuilds, printBuilds } from './build.mjs';
import { measureBytes, printBytes } from './bytes.mjs';
import { measureJobEngines, printJobEngines } from './job-engines.mjs';
import { measureLighthouse, printLighthouse } from './lighthouse.mjs';
import { measureNavigationBytes, printNavigationBytes } from './nav.mjs';
import { measureOneBundle, printOneBundle } from './one-bundle.mjs';
import { measureRelease, printRelease } from './release.mjs';
import { measureHotListing, measurePlansCycle, printHotListing, printPlansCycle } from './plans.mjs';
import { measureTimings, printTimings } from './timings.mjs';

/**
 * Each part: the key of its results in latest.json, how it is measured and printed, and
 * `needsSite: false` when it runs without the built apps.
 */
const parts = {
  // First when all run: it leaves every app built for the others.
  build: { key: 'builds', measure: measureBuilds, print: printBuilds },
  bytes: { key: 'coldLoads', measure: measureBytes, print: printBytes },
  'one-bundle': { key: 'oneBundle', measure: measureOneBundle, print: printOneBundle },
  nav: { key: 'navigationBytes', measure: measureNavigationBytes, print: printNavigationBytes },
  release: { key: 'release', measure: measureRelease, print: printRelease },
  timings: { key: 'timings', measure: measureTimings, print: printTimings },
  lighthouse: { key: 'lighthouse', measure: measureLighthouse, print: printLighthouse },
  // The API alone (its server builds itself): no site to build.
  api: { key: 'api', measure: measureApi, print: printApi, needsSite: false },
  // The API's transactions alone: no site to build either.
  plans: { key: 'plansCycle', measure: measurePlansCycle, print: printPlansCycle, needsSite: false },
  'hot-listing': { key: 'hotListing', measure: measureHotListing, print: printHotListing, needsSite: false },
  jobs: { key: 'jobEngines', measure: measureJobEngines, print: printJobEngines, needsSite: false },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`unknown part: ${unknown.join(', ')}; the parts are ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
const chosen = Object.keys(parts).filter((name) => asked.length === 0 || asked.includes(name));

await ensureDependencies();
// The browser parts need the site built; the build part builds it itself (from cold).
if (!chosen.includes('build') && chosen.some((name) => parts[name].needsSite !== false)) await buildApps();

const results = {};
for (const name of chosen) {
  console.log(`-- ${name}`);
  results[name] = await parts[name].measure();
}
for (const name of chosen) {
  console.log('');
  parts[name].print(results[name]);
}

// Parts run now replace their own results; the others' stay as they were, each with the date
// and machine of its own run (`runs`); `measuredAt` and `machine` are the latest run's.
const file = join(root, 'bench', 'results', 'latest.json');
const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const measuredAt = new Date().toISOString();
const machine = { cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
const merged = { ...previous, measuredAt, machine, runs: { ...previous.runs } };
// A file written before `runs` existed: its parts were all measured at its `measuredAt`.
for (const [name, { key }] of Object.entries(parts)) {
  if (key in previous && !(name in merged.runs)) merged.runs[name] = { measuredAt: previous.measuredAt, machine: previous.machine };
}
for (const name of chosen) {
  merged[parts[name].key] = results[name];
  merged.runs[name] = { measuredAt, machine };
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
