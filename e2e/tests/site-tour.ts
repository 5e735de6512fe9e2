import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { RouteAccess } from '../../shared/src/domain/site-access';
import { buildWorld, signIn, years, type World } from '../reliability/world';
import { approvedAccount } from './api';
import { newPerson, type Person } from './helpers';
import { ops } from './operator';

// Every screen for each role its guard admits, and every popup, as the browser suites that walk
// the whole site (accessibility, layout) visit them. The screens come from the remotes'
// declarations and the host's own pages, so a new screen is visited without touching this file.

type SitePath = string;
interface DeclaredScreen {
  path: SitePath;
  access: RouteAccess;
  title: string;
}
/** What the site's builds publish (the suite runs after them): each remote's screens, the host's pages. */
const built = (...file: string[]) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', ...file), 'utf8')) as unknown;
export const siteScreens: readonly DeclaredScreen[] = [
  ...['account', 'carbon', 'wallet', 'admin', 'console'].flatMap((remote) => (built(`mfe-${remote}`, 'dist', 'screens.json') as { screens: DeclaredScreen[] }).screens),
  ...(built('host', 'dist', 'host-pages.json') as DeclaredScreen[]),
  { path: '*', access: { guard: 'public' }, title: 'Page not found' },
];
/** The document title the host gives a page (host/src/app/host-screens.ts). */
export const titleOf = (path: SitePath) => `${siteScreens.find((screen) => screen.path === path)!.title} | Carbon Commons`;

export type Role = 'visitor' | 'owner' | 'subUser' | 'reviewing' | 'suspended' | 'rejected';

export const plainTexts = {
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
export interface Visit {
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
export function visitsOf(world: World): Visit[] {
  return siteScreens.flatMap(({ path, access }): Visit[] => {
    // A project's page shows one of the sample projects the server seeds (api/data/projects.json).
    const url = path === '*' ? '/no-such-page' : path.replace(':checkoutId', world.checkoutId).replace(':projectId', 'GS2443');
    const lands = landsOn[path] ?? path;
    const at = { url, lands, landsAt: landsOn[path] ?? url };
    if (access.guard === 'public' || access.guard === 'guest') return [{ path, role: 'visitor', ...at }];
    if (access.guard === 'status-screen') return [{ path, role: access.status.toLowerCase() as Role, ...at }];
    if (access.guard === 'unauthorized-screen') return [{ path, role: 'subUser', ...at, url: '/iam-policy' }];
    // A staff screen shows a visitor the console's sign-in; signed-in staff are toured by console.spec.ts.
    if (access.guard === 'staff') return [{ path, role: 'visitor', ...at, lands: '/console/login', landsAt: '/console/login' }];
    const adminOnly = 'adminOnly' in access.rule && access.rule.adminOnly;
    const roles: Role[] = adminOnly ? ['owner'] : ['owner', 'subUser'];
    return roles.map((role) => ({ path, role, ...at }));
  });
}

/** The world the tour visits: an owner with data in every table, a sub-user, one account per status screen. */
export const tour = { world: undefined as unknown as World, statusPeople: {} as Partial<Record<Role, Person>> };

/** Builds the tour's world through the API and `pnpm ops` (a suite's `beforeAll`). */
export async function buildTour(request: APIRequestContext) {
  tour.world = await buildWorld(request, plainTexts);
  const reviewing = newPerson();
  const signup = await request.post('/api/api/auth/individual/signup', { data: reviewing });
  expect(signup.status()).toBe(201);
  tour.statusPeople.reviewing = reviewing;
  for (const status of ['suspended', 'rejected'] as const) {
    const person = newPerson();
    await approvedAccount(request, person);
    await ops('accounts', status === 'suspended' ? 'suspend' : 'reject', person.email);
    tour.statusPeople[status] = person;
  }
}

/** A page of `viewport` size with `role` signed in (the session lives in the tab's sessionStorage). */
export async function pageAs(browser: Browser, viewport: { width: number; height: number }, role: Role): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const person = role === 'owner' ? tour.world.owner : role === 'subUser' ? tour.world.subUser : tour.statusPeople[role];
  if (person) await signIn(page, person);
  return page;
}

/** Waits until the screen at `url` has drawn its main heading. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  // The page drawn in the HTML (/login, /register) is not what a person uses: wait for the live one.
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const dialog = (page: Page, name?: string | RegExp) => page.getByRole('dialog', name ? { name } : undefined);
const rowOf = (page: Page, text: string | number) => page.getByRole('row').filter({ hasText: String(text) });

/** Every popup of the site: where it opens from and how. */
export const popups: { name: string; url: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    name: 'Top Up Your Wallet',
    url: '/wallet',
    open: async (page) => (await page.getByRole('button', { name: 'Top Up' }).click(), dialog(page, 'Top Up Your Wallet')),
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
    name: 'Start a Monthly Plan',
    url: '/carbon-credits',
    // The form, not the spinner its lazy chunk shows first.
    open: async (page) => {
      await rowOf(page, years.open).getByRole('button', { name: 'Start Plan' }).click();
      return dialog(page, 'Start a Monthly Plan').getByRole('radio', { name: 'Cover the rest of the year' });
    },
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
      // Every tab whole on screen: at phone width a scrolled row would cut off its last tabs.
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

