// The JavaScript and CSS a browser downloads on a cold load of each site route, read from
// Chromium's own network log, as gzip -9 sizes (bench/README.md, "Bytes of a cold load").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coldLoad, kb, launchChromium, publicRoutes, signIn, signedInRoutes } from './browser.mjs';
import { accountWithAYear, freePort, startSite, stopProcess } from './processes.mjs';

/**
 * The cold-load rows of `routes` on the site at `url`: public routes in a fresh browser context,
 * signed-in routes in a tab that has just logged in (as a new account), its HTTP cache emptied
 * before the load. The caller runs the site.
 */
export async function coldLoadRows(url, { publicPaths = publicRoutes, signedInPaths = signedInRoutes } = {}) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const path of publicPaths) {
      const context = await browser.newContext();
      rows.push({ route: path, ...(await coldLoad(await context.newPage(), url, path)) });
      await context.close();
    }
    if (signedInPaths.length === 0) return rows;
    const { person } = await accountWithAYear(url);
    for (const path of signedInPaths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Signed in and the dashboard finished, so none of its requests fall into the measured load.
      await signIn(page, url, person);
      // The session lives in this tab's sessionStorage; only the HTTP cache is emptied.
      rows.push({ route: path, ...(await coldLoad(page, url, path)) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The cold-load rows of every route, on the site as `npm start` runs it; the site must be built. */
export async function measureBytes() {
  const dataDir = mkdtempSync(join(tmpdir(), 'commons-bench-'));
  const { child, url } = await startSite(await freePort(), dataDir);
  try {
    return await coldLoadRows(url);
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printBytes(rows) {
  console.log('route                 scripts   JS gzip KB   CSS gzip KB   (cold load)');
  for (const row of rows) {
    console.log(`${row.route.padEnd(22)}${String(row.scripts).padStart(7)}${kb(row.jsGzip).padStart(13)}${kb(row.cssGzip).padStart(14)}`);
  }
}
