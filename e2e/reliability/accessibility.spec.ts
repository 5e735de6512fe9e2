import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { approvedAccount } from '../tests/api';
import { newPerson } from '../tests/helpers';
import { buildTour, open, pageAs as tourPageAs, popups, titleOf, tour, visitsOf, type Role } from '../tests/site-tour';
import type { ReliabilityRow } from './report';
import { recorded } from './recorded';

// docs/reliability.md#3-in-chromium: axe on every screen and popup at desktop and phone width, no
// serious or critical violation. The screens and popups are the site tour's (tests/site-tour.ts);
// who can see each follows from its guard.

const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Width = keyof typeof widths;

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await buildTour(request);
  await request.dispose();
});

/** Serious and critical violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  // A popup fades in: axe would measure the contrast of half-transparent text.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}

/** Checks the page now; adds one row and fails softly with what axe found. */
async function check(rows: ReliabilityRow[], page: Page, what: string) {
  const found = await violations(page);
  rows.push({ area: 'accessibility', check: what, count: found.length, held: found.length === 0 });
  expect.soft(found, what).toEqual([]);
}

const pageAs = (browser: Browser, width: Width, role: Role) => tourPageAs(browser, widths[width], role);

for (const width of Object.keys(widths) as Width[]) {
  test(`should show every screen at ${width} width with no serious or critical violation and its own title`, async ({ browser }) => {
    test.setTimeout(300_000);
    await recorded(`accessibility-screens-${width}`, async (rows) => {
      const pages = new Map<Role, Page>();
      for (const visit of visitsOf(tour.world)) {
        let page = pages.get(visit.role);
        if (!page) pages.set(visit.role, (page = await pageAs(browser, width, visit.role)));
        await open(page, visit.url);
        expect.soft(new URL(page.url()).pathname, `${visit.url} as ${visit.role}`).toBe(visit.landsAt);
        await expect.soft(page, `${visit.path} title`).toHaveTitle(titleOf(visit.lands));
        await check(rows, page, `${visit.path} as ${visit.role}, ${width}`);
      }
      for (const page of pages.values()) await page.context().close();
    });
  });

  test(`should show every popup at ${width} width with no serious or critical violation`, async ({ browser }) => {
    test.setTimeout(300_000);
    await recorded(`accessibility-popups-${width}`, async (rows) => {
      const page = await pageAs(browser, width, 'owner');
      for (const popup of popups) {
        await open(page, popup.url);
        const opened = await popup.open(page);
        await expect(opened).toBeVisible();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await check(rows, page, `${popup.name} popup, ${width}`);
      }
      await page.context().close();
    });
  });

  test(`should show the sandbox card page at ${width} width with no serious or critical violation`, async ({ browser, request }) => {
    await recorded(`accessibility-card-page-${width}`, async (rows) => {
      const token = await approvedAccount(request, newPerson());
      const session = await request.post('/api/api/wallet/session-url', {
        headers: { Authorization: `Bearer ${token}` },
        data: { amount: 25, customerEmail: tour.world.owner.email, idempotencyKey: crypto.randomUUID() },
      });
      const { url } = (await session.json()) as { url: string };
      const page = await (await browser.newContext({ viewport: widths[width] })).newPage();
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet top-up' })).toBeVisible();
      await check(rows, page, `sandbox card page, ${width}`);
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check(rows, page, `sandbox card page with a refusal, ${width}`);
      await page.context().close();
    });
  });
}
