// The JavaScript and CSS a browser downloads on a cold load of each site route, read from
// Chromium's own network log, as gzip -9 sizes (bench/README.md, "Bytes of a cold load").
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib.mjs';

const publicRoutes = ['/login', '/register', '/faq', '/privacy-notice', '/conditions-of-use', '/contact-us'];
const signedInRoutes = ['/dashboard', '/wallet', '/profile', '/carbon-credits'];
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');

/** Starts the site as `npm start` does, on a fresh data folder; resolves once the registry answers. */
export async function startSite(port, dataDir) {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
    // Its own process group: start.mjs runs the server as a child, and both must stop.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (await fetch(`${url}/registry/remotes.json`).then((r) => r.ok, () => false)) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error('the site did not start within 5 minutes');
}

/** Loads `path` with an empty HTTP cache and returns the scripts and styles it fetched. */
async function coldLoad(page, url, path) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const assets = new Map();
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Script' || type === 'Stylesheet') assets.set(response.url, type);
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  let js = 0;
  let css = 0;
  for (const [asset, type] of assets) {
    const body = Buffer.from(await (await fetch(asset, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    if (type === 'Script') js += size;
    else css += size;
  }
  return { scripts: [...assets.values()].filter((t) => t === 'Script').length, jsGzip: js, cssGzip: css };
}

async function signUp(url) {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const person = { name: 'Bench Marker Green', email, password: 'correct horse battery', phone: '+4420 7946 0958' };
  const signup = await fetch(`${url}/api/api/auth/individual/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  const { token } = await signup.json();
  await fetch(`${url}/api/api/user/individual/update-profile-details`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      data: {
        city: 'Bristol',
        country: 'United Kingdom',
        education: 'MSc',
        profession: 'Analyst',
        nationality: 'United Kingdom',
        citizenshipNo: 'GB1234567',
        uidOfResidence: 'UID-778899',
      },
    }),
  });
  return person;
}

/** The cold-load rows of every route; the site must be built. */
export async function measureBytes() {
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const { child, url } = await startSite(port, dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs });
  const rows = [];
  try {
    for (const path of publicRoutes) {
      const context = await browser.newContext();
      rows.push({ route: path, ...(await coldLoad(await context.newPage(), url, path)) });
      await context.close();
    }
    const person = await signUp(url);
    for (const path of signedInRoutes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/login`);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: /^log ?in$/i }).click();
      await page.waitForURL(/\/dashboard$/);
      // Let the dashboard finish, so none of its requests fall into the measured load.
      await page.waitForLoadState('networkidle');
      // The session lives in this tab's sessionStorage; only the HTTP cache is emptied.
      rows.push({ route: path, ...(await coldLoad(page, url, path)) });
      await context.close();
    }
  } finally {
    await browser.close();
    process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

export function printBytes(rows) {
  console.log('route                 scripts   JS gzip KB   CSS gzip KB   (cold load)');
  for (const row of rows) {
    console.log(`${row.route.padEnd(22)}${String(row.scripts).padStart(7)}${kb(row.jsGzip).padStart(13)}${kb(row.cssGzip).padStart(14)}`);
  }
}
