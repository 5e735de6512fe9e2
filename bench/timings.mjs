// Page timings in Chromium (bench/README.md, "Page timings"): the largest contentful paint of a
// cold /login, and the time from a click on the Wallet link of a loaded dashboard until the
// wallet page shows "Wallet Balance", with the wallet remote never loaded and already loaded.
// Each the median of `BENCH_RUNS` runs (5 by default), without and with 4x CPU throttling.
/* global window, document, XPathResult, Element, MutationObserver, requestAnimationFrame -- in functions run in the page */
import { median, recordAssets, signedInContext, withSignedInSite } from './browser.mjs';
import { followSidebarLink } from './nav.mjs';

const runs = Number(process.env.BENCH_RUNS) || 5;

/** Slow 4G as the issue puts it: 150 ms added to each request, 1.6 Mbit/s down, 750 kbit/s up. */
const slow4g = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/** The two conditions: each page runs on its own CDP session, throttled before its first load. */
const profiles = [
  { name: 'unthrottled', cpu: 1, network: null },
  { name: '4x CPU', cpu: 4, network: slow4g },
];

/** Applies a profile's CPU rate (and, when `withNetwork`, its link) to `page` before it loads anything. */
async function throttle(page, profile, withNetwork) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (withNetwork && profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
  return cdp;
}

/**
 * Collects the page's largest-contentful-paint entries from its first script on, and when a
 * Login button that answers (not disabled: the page's HTML draws it disabled until React has
 * drawn the live one) is first in the document.
 */
const observeLcp = () => {
  window.__benchLcp = 0;
  window.__benchReady = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const ready = new MutationObserver(() => {
    if (!document.querySelector('button[type="submit"]:not([disabled])')) return;
    window.__benchReady = performance.now();
    ready.disconnect();
  });
  ready.observe(document, { childList: true, subtree: true });
};

/** LCP of a cold /login in a fresh context (empty HTTP cache), and when its form answers, in ms. */
async function loginLcp(browser, url, profile) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    await throttle(page, profile, true);
    const recording = await recordAssets(page, { emptyCache: true });
    await page.goto(`${url}/login`);
    await page.locator('button[type="submit"]:not([disabled])').waitFor();
    await recording.quiet(500, 120_000);
    await recording.detach();
    // LCP entries stop at the first input; none comes, so the last entry is the page's LCP.
    const { lcp, ready } = await page.evaluate(() => ({ lcp: window.__benchLcp, ready: window.__benchReady }));
    if (!lcp) throw new Error('Chromium reported no largest-contentful-paint for /login');
    return { lcp, ready };
  } finally {
    await context.close();
  }
}

/**
 * Clicks the sidebar link `label` from inside the page and resolves to the ms until `text` is
 * drawn: from the click until the text is in the document, visible, and a frame has passed.
 * Timed in the page, so no round trip to the bench is counted. The sidebar must be open.
 */
const timedClick = ({ label, text }) =>
  new Promise((resolve, reject) => {
    const link = [...document.querySelectorAll('nav[aria-label="Sidebar"] a')].find((a) => a.textContent.trim() === label);
    if (!link) return reject(new Error(`no sidebar link ${label}`));
    const shown = () => {
      const node = document.evaluate(`//*[text()='${text}']`, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      return node instanceof Element && node.getClientRects().length > 0;
    };
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    link.click();
  });

/** Opens the sidebar and times the link `label` until `text` shows; then lets the network go quiet. */
async function timedNavigation(page, recording, label, text) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: label, exact: true }).waitFor();
  const ms = await page.evaluate(timedClick, { label, text });
  await recording.quiet(500, 120_000);
  return ms;
}

/**
 * One run of both dashboard-to-wallet timings in a new signed-in tab: /dashboard loaded with an
 * empty HTTP cache, Wallet (its remote never loaded in this tab), back to Dashboard, Wallet again.
 */
async function dashboardToWallet(browser, url, session, profile) {
  const context = await signedInContext(browser, session);
  try {
    const page = await context.newPage();
    await throttle(page, profile, false);
    const recording = await recordAssets(page, { emptyCache: true });
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await recording.quiet(500, 120_000);
    const firstMs = await timedNavigation(page, recording, 'Wallet', 'Wallet Balance');
    await followSidebarLink(page, 'Dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await recording.quiet(500, 120_000);
    const againMs = await timedNavigation(page, recording, 'Wallet', 'Wallet Balance');
    await recording.detach();
    return { firstMs, againMs };
  } finally {
    await context.close();
  }
}

const rounded = (ms) => Math.round(ms);

export function measureTimings() {
  return withSignedInSite('timings', async ({ browser, url, session }) => {
    const rows = [];
    for (const profile of profiles) {
      const lcp = [];
      const ready = [];
      const first = [];
      const again = [];
      for (let run = 0; run < runs; run += 1) {
        const login = await loginLcp(browser, url, profile);
        lcp.push(login.lcp);
        ready.push(login.ready);
        const { firstMs, againMs } = await dashboardToWallet(browser, url, session, profile);
        first.push(firstMs);
        again.push(againMs);
      }
      const network = profile.network ? 'slow 4G' : 'loopback';
      rows.push(
        { timing: '/login LCP (cold)', cpu: profile.cpu, network, medianMs: rounded(median(lcp)), runsMs: lcp.map(rounded) },
        { timing: '/login form answers (cold)', cpu: profile.cpu, network, medianMs: rounded(median(ready)), runsMs: ready.map(rounded) },
        { timing: 'dashboard -> wallet, remote not loaded', cpu: profile.cpu, network: 'loopback', medianMs: rounded(median(first)), runsMs: first.map(rounded) },
        { timing: 'dashboard -> wallet, remote loaded', cpu: profile.cpu, network: 'loopback', medianMs: rounded(median(again)), runsMs: again.map(rounded) },
      );
    }
    return { runs, rows };
  });
}

export function printTimings({ runs: count, rows }) {
  console.log(`timing                                    CPU   network    median ms   (runs: ${count})`);
  for (const r of rows) {
    console.log(`${r.timing.padEnd(42)}${`${r.cpu}x`.padStart(3)}   ${r.network.padEnd(10)}${String(r.medianMs).padStart(10)}   ${r.runsMs.join(' ')}`);
  }
}
