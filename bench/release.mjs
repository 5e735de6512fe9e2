// A returning visitor after a release (bench/README.md, "A release, for a returning visitor"): a
// signed-in browser that loaded /dashboard loads it again after a carbon release that changes
// the dashboard page's source; what it downloads of carbon, against what it would if every file
// of the new version had a new address, and what the release adds to the platform's store.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from '../scripts/lib.mjs';
import { kb, launchChromium, signIn } from './browser.mjs';
import { accountWithAYear, freePort, startSite, stopProcess } from './processes.mjs';

const run = promisify(execFile);
const carbonDir = join(root, 'mfe-carbon');
const dashboardPage = join(carbonDir, 'src', 'exposed', 'dashboard-page.tsx');

/** mfe-carbon built into a folder of its own with one statement added to the dashboard page. */
async function buildChangedCarbon(stamp) {
  const out = mkdtempSync(join(tmpdir(), 'commons-bench-carbon-'));
  const source = readFileSync(dashboardPage, 'utf8');
  try {
    writeFileSync(dashboardPage, `${source}\n(globalThis as Record<string, unknown>).benchRelease = '${stamp}';\n`);
    await run(join(carbonDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--output-path', out], { cwd: carbonDir });
  } finally {
    writeFileSync(dashboardPage, source);
  }
  return out;
}

/** The files of a build (no source maps) by their sha256: what the blob store keeps once each. */
function blobsOf(dir) {
  const blobs = new Map();
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || file.name.endsWith('.map')) continue;
    const bytes = readFileSync(join(file.parentPath, file.name));
    blobs.set(createHash('sha256').update(bytes).digest('hex'), { name: file.name, size: bytes.length });
  }
  return blobs;
}

/** Records what `page` transfers of carbon (bytes on the wire, cache hits excluded) until `stop()`. */
async function recordCarbon(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const fetched = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const path = new URL(urls.get(requestId) ?? 'about:blank').pathname;
    if (path.startsWith('/remotes/carbon/') && encodedDataLength > 0) fetched.set(path, encodedDataLength);
  });
  return {
    async stop() {
      await cdp.detach();
      return { files: fetched.size, bytes: [...fetched.values()].reduce((a, b) => a + b, 0), paths: [...fetched.keys()] };
    },
  };
}

async function loadDashboard(page, url) {
  await page.goto(`${url}/dashboard`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.waitForTimeout(1000);
}

export async function measureRelease() {
  const stamp = Date.now().toString(36);
  const changed = await buildChangedCarbon(stamp);
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-release-'));
  const { child, url, operatorToken } = await startSite(await freePort(), dataDir);
  const browser = await launchChromium();
  const release = (...args) =>
    run(join(root, 'platform', 'node_modules', '.bin', 'tsx'), [join(root, 'platform', 'src', 'cli', 'release.ts'), ...args], {
      cwd: join(root, 'platform'),
      env: { ...process.env, DATA_DIR: dataDir, OPERATOR_TOKEN: operatorToken, RELEASE_USER: 'bench' },
    });
  try {
    const { person } = await accountWithAYear(url, { operatorToken });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, url, person);
    await loadDashboard(page, url);

    const version = `9.0.0-bench.${stamp}`;
    await release('publish', 'carbon', '--from', changed, '--version', version);
    await release('activate', 'carbon', version);
    const returning = await recordCarbon(page);
    await loadDashboard(page, url);
    const after = await returning.stop();

    // The same page with an empty cache: every file of carbon it uses, which is what a returning
    // browser downloaded again when each version's files had addresses of their own.
    const cold = await recordCarbon(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await loadDashboard(page, url);
    const all = await cold.stop();
    await context.close();

    const before = blobsOf(join(carbonDir, 'dist'));
    const added = [...blobsOf(changed)].filter(([hash]) => !before.has(hash)).map(([, file]) => file);
    return {
      returning: after,
      everyFile: { files: all.files, bytes: all.bytes },
      storedPerVersion: { blobs: added.length, bytes: added.reduce((sum, file) => sum + file.size, 0), names: added.map((file) => file.name) },
    };
  } finally {
    await browser.close();
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(changed, { recursive: true, force: true });
  }
}

export function printRelease({ returning, everyFile, storedPerVersion }) {
  console.log('/dashboard again after a carbon release that changed its page   files   KB on the wire');
  console.log(`shared addresses (what the browser downloaded)               ${String(returning.files).padStart(8)}${kb(returning.bytes).padStart(17)}`);
  console.log(`an address per version (every carbon file the page uses)     ${String(everyFile.files).padStart(8)}${kb(everyFile.bytes).padStart(17)}`);
  console.log(`  downloaded: ${returning.paths.join(', ')}`);
  console.log(`the release added ${storedPerVersion.blobs} blobs, ${kb(storedPerVersion.bytes)} KB, to the store: ${storedPerVersion.names.join(', ')}`);
}
