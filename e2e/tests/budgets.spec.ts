import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { approvedAccount } from './api';
import { login, newPerson } from './helpers';

/**
 * The most JavaScript (gzip -9 bytes) a cold load of each route may download, so a change that
 * makes a page heavier fails `npm test` (docs/performance.md#budgets-in-npm-test). Byte sizes do
 * not vary between runs; these are today's figures (bench/README.md) plus about 0.5%. Lower a budget
 * when a page gets lighter.
 */
const budgets = {
  // Every page carries the typed API client and its endpoints' method and path
  // (docs/architecture.md#the-api-contract): 0.4 KB on the host's pages, 1 to 1.6 KB where a remote
  // calls the API. What no public page draws (tables, tabs, selects, the modal) is off them:
  // it is in the unshared `@commons/shared/ui-kit` (docs/performance.md). Nor the host's registry
  // check with valibot, nor the footer's glyphs as script (an SVG file). /login: the form's first
  // step, checked without react-hook-form; the code step, the signed-in frame (sidebar,
  // banners), the footer's popups and the restricted-access screen are chunks fetched when needed
  // (docs/performance.md#the-login-page): 177,367 bytes, from 201,142. The console's frame and
  // staff guard are fetched on console pages only; the password strength checker only where a
  // password is chosen (docs/product-rules.md#passwords).
  '/login': 178_300,
  '/register': 191_100,
  // The FAQ's answers on paying by bank transfer and on where a withdrawal goes (162,941 bytes).
  '/faq': 163_800,
  '/privacy-notice': 162_300,
  '/conditions-of-use': 162_400,
  '/contact-us': 160_500,
  '/dashboard': 267_000,
  // With the payout account (where a withdrawal goes, the whole-balance button; its popup's form
  // loads with the first Payout Account) and the Bank Transfers tab (209,528 bytes).
  '/wallet': 210_600,
  // With the verification banner, the Security, Notifications and Your Data links, and the
  // public impact page's section (switch, handle, display name) and the name on public
  // certificates, and the signed-in frame as a chunk of its own: 209,760 bytes.
  '/profile': 210_800,
  // With each row's monthly plan, its buttons, the cancel popup and the purchase's success view
  // with its certificate, verify link and sample note, and paying by bank transfer: the payment
  // choice, the transfer details and the account's orders (197,218 bytes);
  // the start form and react-hook-form load with the first Start Plan, not here.
  '/carbon-credits': 198_200,
} as const;

const publicRoutes = ['/login', '/register', '/faq', '/privacy-notice', '/conditions-of-use', '/contact-us'] as const;
const signedInRoutes = ['/dashboard', '/wallet', '/profile', '/carbon-credits'] as const;

/**
 * The web vitals reporter's script, which the host fetches on purpose 3 s after the page has
 * loaded, or at the first input (host/src/remotes/web-vitals.ts): it is not part of a first load,
 * but on a busy machine the network can fall idle after it has started.
 */
const afterFirstLoad = /\/web-vitals\.[0-9a-f]+\.js$/;

/**
 * Loads `path` with an empty HTTP cache; the scripts that page load downloaded, by address, as
 * gzip -9 sizes. Only the requests of the new document count (by CDP's loader id), so a script
 * the previous page was still fetching cannot fall into the figure; each is fetched again by
 * address for its size.
 */
async function coldScripts(page: Page, path: string): Promise<Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  let document: string | null = null;
  const requested: { url: string; loaderId: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ type, loaderId, request }) => {
    if (type === 'Document' && document === null) document = loaderId;
    if (type === 'Script') requested.push({ url: request.url, loaderId });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  const scripts = new Map<string, number>();
  for (const { url, loaderId } of requested) {
    if (loaderId !== document || scripts.has(url) || afterFirstLoad.test(new URL(url).pathname)) continue;
    const body = await (await page.request.get(url)).body();
    scripts.set(url, gzipSync(body, { level: 9 }).length);
  }
  return scripts;
}

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((sum, size) => sum + size, 0);

test.describe('cold-load JavaScript budgets', () => {
  for (const path of publicRoutes) {
    test(`should keep ${path} within ${budgets[path]} bytes of gzip JavaScript`, async ({ page }) => {
      const size = total(await coldScripts(page, path));
      console.log(`${path}: ${size} bytes`);
      expect(size).toBeLessThanOrEqual(budgets[path]);
    });
  }

  test('should keep each signed-in page within its budget, the dashboard with its chart', async ({ page, request }) => {
    const person = newPerson();
    const token = await approvedAccount(request, person);
    // A yearly record, so the dashboard draws its Victory chart (a chunk of its own).
    const saved = await request.post('/api/api/operational-data/individual/add', {
      headers: { Authorization: `Bearer ${token}` },
      data: { year: new Date().getFullYear() - 1, totalNoofVehicels: 1, annualCarMiles: 5000, annualElectricalConsumption: 3000, annualWaterConsumption: 100 },
    });
    expect(saved.status()).toBe(201);
    await page.goto('/login');
    await login(page, person);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of signedInRoutes) {
      const size = total(await coldScripts(page, path));
      console.log(`${path}: ${size} bytes`);
      expect.soft(size, path).toBeLessThanOrEqual(budgets[path]);
    }
  });
});

test('should name in the HTML exactly the host scripts a page loads after main.js', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const preloaded = [...html.matchAll(/<link rel=preload as=script href=([^ >]+)>/g)].map((match) => match[1]).sort();
  // A remote's files are preloaded by the host once it runs (the server's page-hints.ts says why).
  const loaded = [...(await coldScripts(page, '/login')).keys()]
    .map((url) => new URL(url).pathname)
    .filter((path) => !/^\/main\./.test(path) && !path.startsWith('/remotes/'))
    .sort();
  expect(preloaded.length).toBeGreaterThan(0);
  expect(preloaded).toEqual(loaded);
});

test('should load the host in a handful of scripts, not one per shared library', async ({ page }) => {
  // main.js and the boundary's chunks merged by layer (tooling/src/preload-boundary-plugin.js):
  // 5 today, where webpack's split by shared module would make 18.
  const host = [...(await coldScripts(page, '/login')).keys()].filter((url) => !new URL(url).pathname.startsWith('/remotes/'));
  expect(host.length).toBeLessThanOrEqual(5);
});
