import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { RouteAccess } from '../../shared/src/domain/site-access';
import { approvedAccount } from '../tests/api';
import { newPerson, type Person } from '../tests/helpers';
import { ops } from '../tests/operator';
import type { ReliabilityRow } from './report';
import { recorded } from './recorded';
import { buildWorld, signIn, years, type World } from './world';

// Issue 14: axe on every screen and popup at desktop and phone width, no serious or critical
// violation. The screens come from the remotes' declarations and the host's own pages, so a new
// screen is checked without touching this file; who can see each follows from its guard.

type SitePath = string;
interface DeclaredScreen {
  path: SitePath;
  access: RouteAccess;
  title: string;
}
/** What the site's builds publish (the suite runs after them): each remote's screens, the host's pages. */
const built = (...file: string[]) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', ...file), 'utf8')) as unknown;
const siteScreens: readonly DeclaredScreen[] = [
  ...['account', 'carbon', 'wallet', 'admin'].flatMap((remote) => (built(`mfe-${remote}`, 'dist', 'screens.json') as { screens: DeclaredScreen[] }).screens),
  ...(built('host', 'dist', 'host-pages.json') as DeclaredScreen[]),
  { path: '*', access: { guard: 'public' }, title: 'Page not found' },
];
/** The document title the host gives a page (host/src/app/host-screens.ts). */
const titleOf = (path: SitePath) => `${siteScreens.find((screen) => screen.path === path)!.title} | Carbon Commons`;

const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Width = keyof typeof widths;
type Role = 'visitor' | 'owner' | 'subUser' | 'reviewing' | 'suspended' | 'rejected';

const plainTexts = {
  name: 'Ada Lovelace Green',
  city: 'Bristol',
  education: 'MSc Environmental Science',
  profession: 'Energy analyst',
  citizenshipNo: 'GB1234567',
  uidOfResidence: 'UID-778899',
  memberName: 'Ingrid Nakamura',
  memberId: 'M-2211',
  memberCitizenshipNo: 'JP-77310',
  policyName: 'Family wallet',
  policyRole: 'Family member',
  subUserName: 'Grace Hopper Green',
  documentName: 'passport.png',
  rejectionReason: 'The photo is blurred',
};

/** One visit: a route seen by a role, at an address, and the route it shows. */
interface Visit {
  path: SitePath;
  role: Role;
  url: string;
  /** The route on screen at the end, and its address. */
  lands: SitePath;
  landsAt: string;
}

/**
 * Routes that show another: /logout signs out and shows /login, /successful-payment goes on to
 * the wallet with its banner; the restricted-access screen is where a sub-user lands on an
 * owner-only route.
 */
const landsOn: Partial<Record<SitePath, SitePath>> = { '/logout': '/login', '/successful-payment': '/wallet' };

/** Who sees each route, from its guard. */
function visitsOf(world: World): Visit[] {
  return siteScreens.flatMap(({ path, access }): Visit[] => {
    const url = path === '*' ? '/no-such-page' : path.replace(':checkoutId', world.checkoutId);
    const lands = landsOn[path] ?? path;
    const at = { url, lands, landsAt: landsOn[path] ?? url };
    if (access.guard === 'public' || access.guard === 'guest') return [{ path, role: 'visitor', ...at }];
    if (access.guard === 'status-screen') return [{ path, role: access.status.toLowerCase() as Role, ...at }];
    if (access.guard === 'unauthorized-screen') return [{ path, role: 'subUser', ...at, url: '/iam-policy' }];
    const adminOnly = 'adminOnly' in access.rule && access.rule.adminOnly;
    const roles: Role[] = adminOnly ? ['owner'] : ['owner', 'subUser'];
    return roles.map((role) => ({ path, role, ...at }));
  });
}

let world: World;
/** An account of each status that has its own screen. */
const statusPeople: Partial<Record<Role, Person>> = {};

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  world = await buildWorld(request, plainTexts);
  const reviewing = newPerson();
  const signup = await request.post('/api/api/auth/individual/signup', { data: reviewing });
  expect(signup.status()).toBe(201);
  statusPeople.reviewing = reviewing;
  for (const status of ['suspended', 'rejected'] as const) {
    const person = newPerson();
    await approvedAccount(request, person);
    await ops('accounts', status === 'suspended' ? 'suspend' : 'reject', person.email);
    statusPeople[status] = person;
  }
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

/** A page at `width` with `role` signed in (the session lives in the tab's sessionStorage). */
async function pageAs(browser: Browser, width: Width, role: Role): Promise<Page> {
  const context = await browser.newContext({ viewport: widths[width] });
  const page = await context.newPage();
  const person = role === 'owner' ? world.owner : role === 'subUser' ? world.subUser : statusPeople[role];
  if (person) await signIn(page, person);
  return page;
}

/** Waits until the screen at `url` has drawn its main heading. */
async function open(page: Page, url: string) {
  await page.goto(url);
  // The page drawn in the HTML (/login, /register) is not what a person uses: wait for the live one.
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const dialog = (page: Page, name?: string | RegExp) => page.getByRole('dialog', name ? { name } : undefined);
const rowOf = (page: Page, text: string | number) => page.getByRole('row').filter({ hasText: String(text) });

/** Every popup of the site: where it opens from and how. */
const popups: { name: string; url: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    name: 'Topup Amount',
    url: '/wallet',
    open: async (page) => (await page.getByRole('button', { name: 'Topup Amount' }).click(), dialog(page, 'Topup Amount')),
  },
  {
    name: 'Withdrawal Request',
    url: '/wallet',
    open: async (page) => (await page.getByRole('button', { name: 'Request Withdrawal' }).click(), dialog(page, 'Withdrawal Request')),
  },
  {
    name: 'Add Family Member',
    url: '/wizard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Step 1: Family Members' }).click();
      await page.getByRole('button', { name: 'Add Family Member' }).click();
      return dialog(page, 'Add Family Member');
    },
  },
  {
    name: 'Purchasing Credits',
    url: '/carbon-credits',
    open: async (page) => (await rowOf(page, years.open).getByRole('button', { name: 'Checkout' }).click(), dialog(page, 'Purchasing Credits')),
  },
  {
    name: 'Monthly Offset',
    url: '/carbon-credits',
    open: async (page) => (await rowOf(page, years.offset).getByRole('button', { name: 'Offset' }).click(), dialog(page, 'Monthly Offset')),
  },
  {
    name: 'Certificates',
    url: '/carbon-credits',
    open: async (page) => (await rowOf(page, years.bought).getByRole('button', { name: 'Certificates' }).click(), dialog(page, /Certificates of/)),
  },
  {
    name: 'Add Group Policy',
    url: '/group-policy',
    open: async (page) => (await page.getByRole('button', { name: 'Add Group Policy' }).click(), dialog(page, 'Add Group Policy')),
  },
  {
    name: 'Edit Group Policy',
    url: '/group-policy',
    open: async (page) => (await page.getByRole('button', { name: `Edit ${plainTexts.policyName}` }).click(), dialog(page, 'Edit Group Policy')),
  },
  {
    name: 'Delete group policy',
    url: '/group-policy',
    open: async (page) => (await page.getByRole('button', { name: `Delete ${plainTexts.policyName}` }).click(), dialog(page, /^Delete/)),
  },
  {
    name: 'Add Sub User',
    url: '/iam-policy',
    open: async (page) => (await page.getByRole('button', { name: 'Add Sub User' }).click(), dialog(page, 'Add Sub User')),
  },
  {
    name: 'Edit Sub User',
    url: '/iam-policy',
    open: async (page) => (await page.getByRole('button', { name: `Edit ${plainTexts.subUserName}` }).click(), dialog(page, 'Edit Sub User')),
  },
  {
    name: 'Delete sub-user',
    url: '/iam-policy',
    open: async (page) => (await page.getByRole('button', { name: `Delete ${plainTexts.subUserName}` }).click(), dialog(page, /^Delete/)),
  },
  {
    name: 'Delete document',
    url: '/profile',
    open: async (page) => (await page.getByRole('button', { name: `Delete ${plainTexts.documentName}` }).click(), dialog(page, 'Delete document')),
  },
  ...(['Pending', 'Completed', 'Rejected'] as const).map((tab) => ({
    name: `Wallet history ${tab} tab`,
    url: '/wallet',
    open: async (page: Page) => {
      await page.getByRole('tab', { name: tab }).click();
      // Every tab whole on screen: at phone width the row used to cut off its last tabs (issue 14).
      for (const each of await page.getByRole('tab').all()) await expect(each).toBeInViewport({ ratio: 1 });
      return page.getByRole('tabpanel', { name: tab });
    },
  })),
  ...(['Step 1: Family Members', 'Step 3: Carbon Credit'] as const).map((step) => ({
    name: `Wizard ${step}`,
    url: '/wizard',
    open: async (page: Page) => (await page.getByRole('button', { name: step }).click(), page.getByRole('table').first()),
  })),
  {
    name: 'About',
    url: '/dashboard',
    open: async (page) => (await page.getByRole('button', { name: 'About' }).click(), dialog(page, 'About Carbon Commons')),
  },
  {
    name: 'Menu',
    url: '/dashboard',
    open: async (page) => (await page.getByRole('button', { name: 'Open menu' }).click(), dialog(page, 'Menu')),
  },
];

for (const width of Object.keys(widths) as Width[]) {
  test(`should show every screen at ${width} width with no serious or critical violation and its own title`, async ({ browser }) => {
    test.setTimeout(300_000);
    await recorded(`accessibility-screens-${width}`, async (rows) => {
      const pages = new Map<Role, Page>();
      for (const visit of visitsOf(world)) {
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
        data: { amount: 25, customerEmail: world.owner.email, idempotencyKey: crypto.randomUUID() },
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
