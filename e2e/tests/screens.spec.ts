import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { approvedAccount } from './api';
import { login, newPerson, type Person } from './helpers';
import { release } from './operator';
import { clientId } from './rollout';

// A remote adds a screen with its own release (docs/releases.md#screens-check). A carbon build with
// one more screen (an Impact page at /impact, in the sidebar, behind ASSETS) is published and
// switched while the site runs, with no host rebuild: its path, title, sidebar link and guard
// follow the version.

const run = promisify(execFile);
const carbonDir = join(import.meta.dirname, '..', '..', 'mfe-carbon');
const version = `1.0.0-impact.${Date.now().toString(36)}`;

const impactPage = `import styled from 'styled-components';

const Title = styled.h1\`margin: 24px;\`;

export default function ImpactPage() {
  return <main><Title>Your impact</Title><p>What your offsets funded.</p></main>;
}
`;

const impactScreens = `import { defineScreens } from '@commons/shared/schemas';
import { screens as carbon } from './carbon-screens';

export const screens = defineScreens('carbon', [
  ...carbon.screens,
  {
    path: '/impact',
    page: 'ImpactPage',
    access: { guard: 'protected', rule: { menus: ['ASSETS'] } },
    frame: 'site',
    title: 'Impact',
    sidebar: { label: 'Impact', order: 65 },
    calls: ['GET /operational-data/individual'],
  },
]);
`;

/**
 * Builds the carbon remote from a copy of its sources with the Impact screen added: the fixture.
 * The copy stays inside the workspace (its ignored .cache/), where the build finds the
 * workspace's versions and packages as the remote's own build does.
 */
async function buildCarbonWithImpact(): Promise<string> {
  const cache = join(carbonDir, '..', '.cache', 'e2e');
  await mkdir(cache, { recursive: true });
  const copy = await mkdtemp(join(cache, 'carbon-impact-'));
  await cp(join(carbonDir, 'src'), join(copy, 'src'), { recursive: true });
  await cp(join(carbonDir, 'webpack.config.js'), join(copy, 'webpack.config.js'));
  await cp(join(carbonDir, 'package.json'), join(copy, 'package.json'));
  await symlink(join(carbonDir, 'node_modules'), join(copy, 'node_modules'), 'dir');
  await rename(join(copy, 'src', 'screens.ts'), join(copy, 'src', 'carbon-screens.ts'));
  await writeFile(join(copy, 'src', 'screens.ts'), impactScreens);
  await writeFile(join(copy, 'src', 'exposed', 'impact-page.tsx'), impactPage);
  const out = join(copy, 'dist');
  await run(join(carbonDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--output-path', out], { cwd: copy });
  return out;
}


async function call(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.post(`/api/api/${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return JSON.stringify(await response.json());
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A sub-user of the owner under a policy of `menus`. */
async function subUser(request: APIRequestContext, token: string, menus: string[]): Promise<Person> {
  const policy = await call(request, token, 'group-policy/individual', { name: `Screens ${menus.join(' ')} ${randomUUID().slice(0, 6)}`, role: 'Family', menus });
  const person = newPerson();
  await call(request, token, 'user/individual/create-subuser', {
    name: person.name,
    phone: person.phone,
    email: person.email,
    password: person.password,
    assignedGroupPolicyId: policy.match(uuid)![0],
  });
  return person;
}

/** The sidebar's links as `person` sees them, in a fresh browser with rollout id `id`. */
async function sidebarOf(browser: Browser, person: Person, id: string = randomUUID()) {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('commons-client-id', value), id);
  const page = await context.newPage();
  await page.goto('/login');
  await login(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const links = await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link').allTextContents();
  return { links, page, context };
}

const liveCarbon = async () => /carbon +(\S+)/.exec(await release('status'))?.[1];

test.describe.configure({ mode: 'serial' });

test.describe('a screen added by a release of the carbon remote', () => {
  let original: string | undefined;
  const owner = newPerson();
  let withAssets: Person;
  let withoutAssets: Person;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    original = await liveCarbon();
    const token = await approvedAccount(request, owner);
    withAssets = await subUser(request, token, ['ASSETS']);
    withoutAssets = await subUser(request, token, ['WALLET']);
    await release('publish', 'carbon', '--from', await buildCarbonWithImpact(), '--version', version);
  });

  test.afterAll(async () => {
    await release('abort', 'carbon').catch(() => '');
    if (original) await release('activate', 'carbon', original);
  });

  test('should answer, name, list and guard /impact once its version is live, with no host rebuild', async ({ browser, request }) => {
    expect((await request.get('/impact')).status()).toBe(404);
    await release('activate', 'carbon', version);

    const reply = await request.get('/impact');
    expect(reply.status()).toBe(200);
    expect(await reply.text()).toContain('<title>Impact | Carbon Commons</title>');

    const asOwner = await sidebarOf(browser, owner);
    expect(asOwner.links).toContain('Impact');
    await asOwner.page.getByRole('link', { name: 'Impact' }).click();
    await expect(asOwner.page.getByRole('heading', { level: 1, name: 'Your impact' })).toBeVisible();
    await expect(asOwner.page).toHaveTitle('Impact | Carbon Commons');
    await asOwner.context.close();

    const asSubUser = await sidebarOf(browser, withAssets);
    expect(asSubUser.links).toEqual(['Dashboard', 'Assets', 'Impact', 'Security', 'Logout']);
    await asSubUser.context.close();

    const refused = await sidebarOf(browser, withoutAssets);
    expect(refused.links).not.toContain('Impact');
    await refused.page.goto('/impact');
    await expect(refused.page).toHaveURL(/\/unauthorized$/);
    await refused.context.close();
  });

  test('should show it only to the browsers of a 50% rollout', async ({ browser }) => {
    await release('activate', 'carbon', original!);
    expect(await release('rollout', 'carbon', version, '--percent', '50')).toContain('rolls out to 50%');
    const inside = await sidebarOf(browser, owner, clientId(true, 50));
    expect(inside.links).toContain('Impact');
    await inside.context.close();
    const outside = await sidebarOf(browser, owner, clientId(false, 50));
    expect(outside.links).not.toContain('Impact');
    await outside.page.goto('/impact');
    await expect(outside.page.getByText("Sorry, we couldn't find the thing you are looking for.")).toBeVisible();
    await outside.context.close();
    await release('abort', 'carbon');
  });

  test('should take it away again on a rollback: a 404 and gone from every sidebar', async ({ browser, request }) => {
    await release('activate', 'carbon', version);
    expect((await request.get('/impact')).status()).toBe(200);
    await release('rollback', 'carbon');
    expect((await request.get('/impact')).status()).toBe(404);
    const { links, page, context } = await sidebarOf(browser, owner);
    expect(links).not.toContain('Impact');
    await page.goto('/impact');
    await expect(page.getByText("Sorry, we couldn't find the thing you are looking for.")).toBeVisible();
    await context.close();
  });
});
