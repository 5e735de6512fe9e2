import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { approvedAccount } from './api';
import { newPerson, signInTo } from './helpers';
import { layoutProblems, layoutReport } from './layout-check';
import { buildTour, open, pageAs, popups, tour, visitsOf, type Role } from './site-tour';

// Every action in view: every screen for each role its guard admits, and every popup,
// at a phone's, a laptop's and a desktop's size, with data in every table (the tour's world):
// no sideways scroll, every control of the main content inside the viewport and not cut off or
// covered, no two texts overlapping, no text under 12 px. The check is geometric
// (layout-check.ts), from the elements' boxes.

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Where the per-check counts go when asked (for a before/after table of a layout change), one JSON line each. */
const summary = process.env.LAYOUT_SUMMARY;
/** A folder for a screenshot of each check, when asked, to look at what was measured. */
const shots = process.env.LAYOUT_SHOTS;

// The longest file of the journeys (about half their time in one worker): its checks are shared
// out among the workers, each of which builds a tour world of its own.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await buildTour(request);
  await request.dispose();
});

/** Checks the page as it is now and fails softly, naming each problem. */
async function check(page: Page, where: string) {
  let problems = await layoutProblems(page);
  // A tab's underline or a toast still moving can cross a text for a frame: measured again once it
  // has settled, a problem that stays is one a person sees.
  if (problems.length > 0) {
    await page.waitForTimeout(1_500);
    problems = await layoutProblems(page);
  }
  if (shots) await page.screenshot({ path: join(shots, `${where.replace(/[^a-z0-9]+/gi, '-')}.png`) });
  if (summary) appendFileSync(summary, `${JSON.stringify({ where, count: problems.length, rules: [...new Set(problems.map((p) => p.rule))] })}\n`);
  const report = layoutReport(where, problems);
  // The first problem leads the message: the test command's closing list keeps only its first lines.
  expect.soft(report, report[0] ?? where).toEqual([]);
}

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`should keep every screen in view at ${size}`, async ({ browser }) => {
    // Every screen of every role, about 4 minutes beside the API tests on PostgreSQL; a guard
    // against a hang, not a measure (a loaded CI machine has taken over 6).
    test.setTimeout(600_000);
    // One browser context per role, signed in once.
    const pages = new Map<Role, Page>();
    for (const visit of visitsOf(tour.world)) {
      let page = pages.get(visit.role);
      if (!page) pages.set(visit.role, (page = await pageAs(browser, viewport, visit.role)));
      await open(page, visit.url);
      await check(page, `${visit.url} as ${visit.role}, ${size}`);
    }
    for (const page of pages.values()) await page.context().close();
  });

  test(`should keep every popup in view at ${size}`, async ({ browser }) => {
    test.setTimeout(360_000);
    const page = await pageAs(browser, viewport, 'owner');
    for (const popup of popups) {
      await open(page, popup.url);
      await expect(await popup.open(page)).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await check(page, `${popup.name} popup on ${popup.url}, ${size}`);
    }
    await page.context().close();
  });
}

// The chart's place while Victory loads, and when it cannot: once held a 5:3 box with a 220 px
// floor, which made the page 433 px wide on a phone for the second the chunk took.
test('should keep the dashboard in view at 390x844 while its chart loads and when it cannot', async ({ browser }) => {
  const page = await pageAs(browser, viewports[0], 'owner');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The Victory chunk is the one script that names VictoryChart: held, then refused.
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('VictoryChart')) return route.fulfill({ response });
    await held;
    return route.abort();
  });
  // Not `open`: the held chunk keeps the network busy.
  await page.goto('/dashboard');
  await expect(page.getByText('Loading the chart')).toBeVisible();
  await check(page, '/dashboard while its chart loads, 390x844');
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'The chart could not be loaded' })).toBeVisible();
  await check(page, '/dashboard when its chart cannot load, 390x844');
  await page.context().close();
});

/** The screens with the widest tables, between and beyond the three sizes above. */
const tableScreens = ['/carbon-credits', '/iam-policy', '/group-policy', '/wallet', '/assets', '/profile'];
const sweep = [320, 600, 768, 1024, 1440, 2560];

test('should keep the table screens in view at every width from 320 to 2560 px', async ({ browser }) => {
  test.setTimeout(360_000);
  const page = await pageAs(browser, { width: sweep[0]!, height: 800 }, 'owner');
  for (const width of sweep) {
    await page.setViewportSize({ width, height: 800 });
    for (const url of tableScreens) {
      await open(page, url);
      await check(page, `${url} as owner, ${width}x800`);
    }
  }
  await page.context().close();
});

test('should draw the IAM Policy list as a table at desktop widths and as cards on a phone, long words and all', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // An owner whose sub-users carry the widest things a person types: one long word each.
  const owner = newPerson();
  const token = await approvedAccount(request, owner);
  const post = async (url: string, data: object) => {
    const response = await request.post(`/api/api/${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { groupPolicyId?: string };
  };
  const policy = await post('group-policy/individual', { name: 'Grandchildren-wallet-and-assets-only', role: 'Family', menus: ['WALLET'] });
  for (const name of ['Maximiliana Wolfeschlegelsteinhausenberger', 'Grace Hopper Green']) {
    const member = newPerson();
    await post('user/individual/create-subuser', { ...member, name, assignedGroupPolicyId: policy.groupPolicyId });
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInTo(page, '/iam-policy', owner);
  for (const { width, cards } of [
    { width: 390, cards: 'true' },
    { width: 1280, cards: 'false' },
    { width: 1920, cards: 'false' },
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/iam-policy');
    await expect(page.getByRole('table', { name: 'Sub-users' }), `at ${width} px`).toHaveAttribute('data-cards', cards);
  }
  await context.close();
});
