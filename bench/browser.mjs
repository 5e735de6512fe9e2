// What the browser benchmarks share: Debian's chromium through Playwright, the scripts and style
// sheets a page fetches (from Chromium's network log) as gzip -9 sizes, and a signed-in tab.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib.mjs';
import { accountWithAYear, freePort, startSite, stopProcess } from './processes.mjs';

export const publicRoutes = ['/login', '/register', '/faq', '/privacy-notice', '/conditions-of-use', '/contact-us', '/methodology', '/projects', '/projects/GS2443'];
export const signedInRoutes = ['/dashboard', '/wallet', '/profile', '/carbon-credits'];

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/**
 * Starts recording the scripts and style sheets `page` receives from now on (Chromium's network
 * log, through CDP); `stop()` ends it and resolves to their count and gzip -9 sizes, each
 * fetched again, so the figure does not depend on the server's brotli or gzip choice.
 */
export async function recordAssets(page, { emptyCache = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (emptyCache) await cdp.send('Network.clearBrowserCache');
  const assets = new Map();
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Script' || type === 'Stylesheet') assets.set(response.url, type);
  });
  const inFlight = new Map();
  let lastActivity = performance.now();
  const settle = ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!request.url.startsWith('http')) return;
    inFlight.set(requestId, request.url);
    lastActivity = performance.now();
  });
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);
  return {
    /**
     * Resolves once no request has been in flight for `quietMs`: Playwright's `networkidle`
     * belongs to a document load, so it says nothing after a navigation inside the app.
     */
    async quiet(quietMs = 500, timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs;
      while (inFlight.size > 0 || performance.now() - lastActivity < quietMs) {
        if (performance.now() > deadline) {
          throw new Error(`the network was still busy after ${timeoutMs / 1000} s: ${[...inFlight.values()].join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    detach: () => cdp.detach(),
    async stop() {
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
    },
  };
}

/** Loads `path` with an empty HTTP cache and returns the scripts and styles it fetched. */
export async function coldLoad(page, url, path) {
  const recording = await recordAssets(page, { emptyCache: true });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await recording.quiet();
  return recording.stop();
}

/** Signs `person` in through the login page and waits for the dashboard it lands on to finish. */
export async function signIn(page, url, person) {
  await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
  const recording = await recordAssets(page);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await recording.quiet();
  await recording.detach();
}

/**
 * The session of a signed-in tab (it lives in sessionStorage), to open more signed-in tabs
 * without going through the login page each time.
 */
export const sessionOf = (page) => page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));

/** A new browser context (empty HTTP cache) whose tabs start with `session`. */
export async function signedInContext(browser, session) {
  const context = await browser.newContext();
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
  }, session);
  return context;
}

/**
 * Runs `work` against the site as `npm start` runs it (a fresh data folder, a free port), with
 * chromium and the session of an approved account signed in through the login page; stops all
 * of it afterwards.
 */
export async function withSignedInSite(label, work) {
  const dataDir = mkdtempSync(join(tmpdir(), `commons-bench-${label}-`));
  const { child, url } = await startSite(await freePort(), dataDir);
  const browser = await launchChromium();
  try {
    const { person } = await accountWithAYear(url);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, url, person);
    const session = await sessionOf(page);
    await context.close();
    return await work({ browser, url, session });
  } finally {
    await browser.close();
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const kb = (bytes) => (bytes / 1000).toFixed(1);
