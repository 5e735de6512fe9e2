// Helpers for the two root commands. Plain Node (no dependencies): they must run on a machine
// that has only Node.js and npm, before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const remotes = ['account', 'carbon', 'wallet', 'admin', 'console'];
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** Runs a command in the repo root, inheriting stdio; resolves to its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`could not run ${cmd}: ${error.message}`);
      resolve(1);
    });
  });
}

/** pnpm, pinned by packageManager; fetched through npx the first time (Node 20 has no pnpm). */
export function pnpm(args, options) {
  const local = join(root, 'node_modules', '.bin', 'pnpm');
  return existsSync(local) ? run(local, args, options) : run('npx', ['-y', `pnpm@${pnpmVersion}`, ...args], options);
}

/** A stable hash of files below `dirs` (skipping build output and dependencies). */
export function hashTree(dirs, extraFiles = []) {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report']);
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!skip.has(name)) visit(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const path of [...dirs, ...extraFiles]) visit(join(root, path));
  return hash.digest('hex');
}

/** True when `stampFile` records `hash`; `write` records it. Lets repeat runs skip work. */
export const stamp = {
  matches: (stampFile, hash) => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash,
  write: (stampFile, hash) => writeFileSync(stampFile, hash),
};

/** Installs the workspace when the lockfile or any manifest changed since the last install. */
export async function ensureDependencies() {
  const manifests = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];
  for (const dir of readdirSync(root)) {
    if (existsSync(join(root, dir, 'package.json')) && dir !== 'node_modules') manifests.push(join(dir, 'package.json'));
  }
  const hash = hashTree([], manifests);
  const stampFile = join(root, 'node_modules', '.commons-install');
  if (stamp.matches(stampFile, hash)) return;
  console.log('Installing dependencies (pnpm install)...');
  const code = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error('pnpm install failed');
  stamp.write(stampFile, hash);
}

/** Builds the host and every remote whose sources (or shared code) changed since its last build. */
export async function buildApps() {
  const common = ['shared/src', 'shared/package.json', 'tooling', 'pnpm-lock.yaml', 'tsconfig.base.json'];
  const apps = ['host', ...remotes.map((name) => `mfe-${name}`)];
  const stale = apps.filter((app) => {
    const stampFile = join(root, app, 'dist', '.build-hash');
    return !stamp.matches(stampFile, hashTree([app, ...common]));
  });
  if (stale.length === 0) return;
  console.log(`Building ${stale.join(', ')}...`);
  const filters = stale.flatMap((app) => ['--filter', `./${app}`]);
  const code = await pnpm(['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
  if (code !== 0) throw new Error('build failed');
  for (const app of stale) stamp.write(join(root, app, 'dist', '.build-hash'), hashTree([app, ...common]));
}

/** What the built API server is made from: its sources, the kernel, platform and shared code it bundles, the build. */
const apiBuildInputs = () =>
  hashTree(
    ['api/src', 'server-kernel/src', 'platform/src', 'shared/src'],
    ['api/package.json', 'server-kernel/package.json', 'platform/package.json', 'api/build.mjs', 'pnpm-lock.yaml'],
  );

/** Builds the API server to api/dist (api/build.mjs) when its sources changed since the last build. */
export async function buildApi() {
  const stampFile = join(root, 'api', 'dist', '.build-hash');
  const hash = apiBuildInputs();
  if (stamp.matches(stampFile, hash)) return;
  console.log('Building the API server...');
  const code = await run(process.execPath, [join(root, 'api', 'build.mjs')]);
  if (code !== 0) throw new Error('building the API server failed');
  stamp.write(stampFile, hash);
}

/** The built API server file of an entry (`server`, `ceiling-server`), run with plain node. */
export const builtApiFile = (entry) => join(root, 'api', 'dist', `${entry}.js`);

/**
 * Node's arguments to run a built API entry, chosen for memory
 * (docs/performance.md#the-servers-memory): V8 compiles PGlite's WebAssembly with its baseline
 * compiler only (its optimising tier took about 100 MB more and ran PGlite's queries no faster
 * here), a 1 MB young generation keeps the heap small under load, and `--optimize-for-size` has V8
 * grow its heap less eagerly (on PostgreSQL, after the bench's load: 154 -> 105 MB resident, with
 * no change in requests per second beyond the run-to-run noise of this machine). Source maps are
 * off (they cost memory and throughput); NODE_OPTIONS=--enable-source-maps turns them on to read a
 * stack trace against src/.
 */
export const builtApiNodeFlags = ['--liftoff-only', '--max-semi-space-size=1', '--optimize-for-size'];

export const builtApiArgs = (entry) => [...builtApiNodeFlags, builtApiFile(entry)];

/** A package's command line (`release` of the platform, `ops` of the API), run with tsx from that package. */
export function packageCommand(pkg, script, args, options) {
  const tsx = join(root, pkg, 'node_modules', '.bin', 'tsx');
  return run(tsx, [join(root, pkg, 'src', script), ...args], options);
}

export function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}
