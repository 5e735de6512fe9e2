// Build times (bench/README.md, "Build"): a cold build of all five apps, the rebuild of one remote
// after a change, and `npm start` with nothing changed, as wall-clock seconds on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps, remotes, root } from '../scripts/lib.mjs';
import { freePort, startSite, stopProcess } from './processes.mjs';

const apps = ['host', ...remotes.map((name) => `mfe-${name}`)];

/** Forgets the build stamp of `apps`, so `buildApps` builds them again as after a change. */
const forget = (names) => {
  for (const app of names) rmSync(join(root, app, 'dist', '.build-hash'), { force: true });
};

async function timed(work) {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started) / 1000;
}

/** `npm start` with nothing to do: from launch until the registry answers. */
async function startNothingChanged() {
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-start-'));
  const port = await freePort();
  try {
    // A first start publishes into the fresh data folder; the second is the one measured.
    await stopProcess((await startSite(port, dataDir)).child);
    const started = performance.now();
    const { child } = await startSite(port, dataDir);
    const seconds = Math.round(performance.now() - started) / 1000;
    await stopProcess(child);
    return seconds;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureBuilds() {
  forget(apps);
  const coldAll = await timed(buildApps);
  // webpack keeps no cache between builds (the federation plugin cannot be cached), so a
  // one-line change rebuilds that remote whole: this is its cost.
  forget(['mfe-wallet']);
  const oneRemote = await timed(buildApps);
  const startNoop = await startNothingChanged();
  return { coldBuildAllSeconds: coldAll, rebuildOneRemoteSeconds: oneRemote, startNothingChangedSeconds: startNoop };
}

export function printBuilds(builds) {
  console.log(`cold build of all five apps      ${builds.coldBuildAllSeconds.toFixed(1)} s`);
  console.log(`rebuild of one remote (wallet)   ${builds.rebuildOneRemoteSeconds.toFixed(1)} s`);
  console.log(`npm start with nothing changed   ${builds.startNothingChangedSeconds.toFixed(1)} s (until the registry answers)`);
}
