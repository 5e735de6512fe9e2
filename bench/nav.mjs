// Bytes of a navigation from the dashboard (bench/README.md, "Bytes of a navigation"): the
// JavaScript and CSS a signed-in tab on a fully loaded /dashboard downloads when the user opens
// the menu and follows a sidebar link (in the app, not a page load), as gzip -9 sizes.
import { coldLoad, kb, recordAssets, signedInContext, withSignedInSite } from './browser.mjs';

/** The sidebar's destinations (host/src/layout/sidebar-links.ts) but the dashboard and Logout. */
const destinations = [
  ['/profile', 'Profile'],
  ['/wizard', 'Wizard'],
  ['/carbon-credits', 'Carbon Credits'],
  ['/wallet', 'Wallet'],
  ['/assets', 'Assets'],
  ['/group-policy', 'Group Policy'],
  ['/iam-policy', 'IAM Policy'],
];

/** Follows the sidebar link `label` of a signed-in page (the sidebar opens from the navbar's menu button). */
export async function followSidebarLink(page, label) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: label, exact: true }).click();
}

/**
 * One navigation: a new tab with the session loads /dashboard with an empty HTTP cache and lets
 * it finish, then follows the link; what arrives between the click and the destination settling
 * is counted.
 */
async function navigation(browser, url, session, path, label) {
  const context = await signedInContext(browser, session);
  try {
    const page = await context.newPage();
    await coldLoad(page, url, '/dashboard');
    const recording = await recordAssets(page);
    await followSidebarLink(page, label);
    await page.waitForURL((address) => address.pathname === path, { timeout: 15_000 });
    // Each destination's page title is its link's label.
    await page.getByRole('heading', { level: 1, name: label, exact: true }).waitFor();
    await recording.quiet();
    return { route: path, ...(await recording.stop()) };
  } finally {
    await context.close();
  }
}

export function measureNavigationBytes() {
  return withSignedInSite('nav', async ({ browser, url, session }) => {
    const rows = [];
    for (const [path, label] of destinations) rows.push(await navigation(browser, url, session, path, label));
    return rows;
  });
}

export function printNavigationBytes(rows) {
  console.log('from /dashboard to   scripts   JS gzip KB   CSS gzip KB   (in-app navigation)');
  for (const row of rows) {
    console.log(`${row.route.padEnd(20)}${String(row.scripts).padStart(8)}${kb(row.jsGzip).padStart(13)}${kb(row.cssGzip).padStart(14)}`);
  }
}
