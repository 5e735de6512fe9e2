// The one-bundle comparison (bench/README.md, "One bundle"): the same pages built as one ordinary
// bundle with no federation (one-bundle/webpack.config.js, the host's build importing each
// remote's declared pages directly), loaded cold beside the federated site, so federation's cost is a ratio.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashTree, pnpm, remotes, root, stamp } from '../scripts/lib.mjs';
import { kb } from './browser.mjs';
import { coldLoadRows } from './bytes.mjs';
import { freePort, startProcess, startSite, stopProcess } from './processes.mjs';

/** Where one-bundle/webpack.config.js writes its build (outside host/, so no build stamp sees it). */
export const oneBundleDist = join(root, '.cache', 'one-bundle');

const routes = { publicPaths: ['/login'], signedInPaths: ['/dashboard'] };

/** Builds the one-bundle site unless its sources are unchanged since the last such build. */
export async function buildOneBundle() {
  const sources = ['host', 'bench/one-bundle', ...remotes.map((name) => `mfe-${name}`), 'shared/src', 'shared/package.json', 'tooling', 'pnpm-lock.yaml', 'tsconfig.base.json'];
  const hash = hashTree(sources);
  const stampFile = join(oneBundleDist, '.build-hash');
  if (stamp.matches(stampFile, hash)) return;
  console.log('Building the one-bundle host (bench/one-bundle/webpack.config.js)...');
  const config = join(root, 'bench', 'one-bundle', 'webpack.config.js');
  const code = await pnpm(['--filter', './host', 'exec', 'webpack', '--mode', 'production', '--config', config]);
  if (code !== 0) throw new Error('the one-bundle build failed');
  mkdirSync(oneBundleDist, { recursive: true });
  stamp.write(stampFile, hash);
}

/**
 * The API server (as `npm start` runs it, without publishing any remote) serving the one-bundle
 * build as its site: `HOST_DIST` names the folder it serves at `/`.
 */
async function startOneBundleSite(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startProcess(join(root, 'api', 'node_modules', '.bin', 'tsx'), [join(root, 'api', 'src', 'server.ts')], {
    cwd: join(root, 'api'),
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, HOST_DIST: oneBundleDist, DATABASE_URL: '' },
    readyUrl: `${url}/registry/remotes.json`,
    timeoutMs: 60_000,
  });
  return { child, url };
}

/** Runs `measure(url)` against a site started by `start(dataDir)` on a fresh data folder, then stops it. */
async function onSite(start, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-one-'));
  const { child, url } = await start(dataDir);
  try {
    return await measure(url);
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Cold loads of /login and /dashboard, federated and one bundle, and their ratio. */
export async function measureOneBundle() {
  await buildOneBundle();
  const federated = await onSite(async (dataDir) => startSite(await freePort(), dataDir), (url) => coldLoadRows(url, routes));
  const oneBundle = await onSite(startOneBundleSite, (url) => coldLoadRows(url, routes));
  return federated.map((row) => {
    const single = oneBundle.find((other) => other.route === row.route);
    return {
      route: row.route,
      federated: row,
      oneBundle: single,
      jsRatio: Math.round((row.jsGzip / single.jsGzip) * 100) / 100,
    };
  });
}

export function printOneBundle(rows) {
  console.log('route          federated JS KB (scripts)   one bundle JS KB (scripts)   federated / one bundle   (cold load)');
  for (const r of rows) {
    const federated = `${kb(r.federated.jsGzip)} (${r.federated.scripts})`;
    const single = `${kb(r.oneBundle.jsGzip)} (${r.oneBundle.scripts})`;
    console.log(`${r.route.padEnd(15)}${federated.padStart(26)}${single.padStart(29)}${r.jsRatio.toFixed(2).padStart(25)}`);
  }
}
