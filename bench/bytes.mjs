// The JavaScript and CSS a browser downloads on a cold load of each site route, read from
// Chromium's own network log, as gzip -9 sizes (bench/README.md, "Bytes of a cold load").
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib.mjs';
import { approvedAccount, randomPort, startSite, stopProcess } from './processes.mjs';

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

/** The cold-load rows of every route; the site must be built. */
export async function measureBytes() {
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-'));
  const { child, url } = await startSite(randomPort(), dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs });
  const rows = [];
  try {
    for (const path of publicRoutes) {
      const context = await browser.newContext();
      rows.push({ route: path, ...(await coldLoad(await context.newPage(), url, path)) });
      await context.close();
    }
    const { person } = await approvedAccount(url);
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
    await stopProcess(child);
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
