import { expect, test } from '@playwright/test';
import { approvedAccount } from './api';
import { login, newPerson, readSession } from './helpers';

/**
 * The landing page and sign-up come drawn in their HTML (docs/performance.md), from the live
 * account version's build, so a visitor sees them with the first paint instead of after every
 * script; React then draws the live page over them.
 */
test('should send /login and /register drawn in their HTML, their controls disabled until the page runs', async ({ request }) => {
  for (const [path, heading] of [
    ['/login', 'Login'],
    ['/', 'Login'],
    ['/register', 'Sign Up'],
  ] as const) {
    const html = await (await request.get(path)).text();
    const root = /<div id=root>(.*)<\/div><\/body>/.exec(html)?.[1] ?? '';
    expect(root, path).toMatch(new RegExp(`^<div class="prerendered"><main[^>]*>.*<h1[^>]*>${heading}</h1>`));
    const controls = root.match(/<(input|button)\b[^>]*>/g) ?? [];
    expect(controls.length, path).toBeGreaterThan(2);
    for (const tag of controls) expect(tag, path).toContain('disabled=""');
  }
  expect(await (await request.get('/faq')).text()).not.toContain('prerendered');
});

test('should show the login page to a browser without JavaScript, with the notice that it needs it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  // Playwright's text queries skip <noscript>, which a browser without JavaScript draws.
  const notice = page.locator('noscript .boot');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Carbon Commons needs JavaScript');
  // A bar above the page, not over the form.
  const bar = await notice.boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(bar!.y + bar!.height).toBeLessThan(heading!.y);
  await context.close();
});

test('should replace the drawn page with the live one, which signs in', async ({ page, request }) => {
  const person = newPerson();
  await approvedAccount(request, person);
  await page.goto('/login');
  await login(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await readSession(page))?.loggedIn).toBe(true);
  await expect(page.locator('.prerendered')).toHaveCount(0);
});
