import { expect, test } from '@playwright/test';
import { approvedAccount } from './api';
import { expectHeading, login, newPerson, readSession } from './helpers';

// One sign-in across tabs (docs/product-rules.md#signing-in-across-tabs): the session stays in
// sessionStorage (one tab's storage), and a new tab of the same browser takes it from an open
// signed-in tab over a BroadcastChannel.
test('should share one sign-in across the tabs of a browser, and one sign-out', async ({ browser, request }) => {
  const person = newPerson();
  await approvedAccount(request, person);
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto('/login');
  await login(first, person);
  await expect(first).toHaveURL(/\/dashboard$/);

  // A typed address in a new tab: no copy of sessionStorage, yet signed in, with no login redirect on the way.
  const second = await context.newPage();
  const visited: string[] = [];
  second.on('framenavigated', (frame) => {
    if (frame === second.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await second.goto('/wallet');
  await expectHeading(second, /wallet/i);
  await expect(second).toHaveURL(/\/wallet$/);
  expect(await readSession(second)).toMatchObject({ loggedIn: true, email: person.email });
  // Nothing of the session in localStorage (the site keeps its registry and rollout id there).
  const token = (await readSession(second))?.userInfo?.token as string;
  const local = await second.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(local).not.toContain(token);
  expect(local).not.toContain('commons-storage');
  await second.waitForTimeout(500);
  await expect(second.getByText('You need to login first.')).toHaveCount(0);
  expect(visited).not.toContain('/login');

  // /login is for guests: a signed-in tab goes on to the dashboard.
  await second.goto('/login');
  await expect(second).toHaveURL(/\/dashboard$/);

  // Logging out in one tab signs out the other.
  await second.goto('/wallet');
  await expect(second).toHaveURL(/\/wallet$/);
  await first.goto('/logout');
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByText("You've been signed out. Please login again.")).toBeVisible();
  expect(await readSession(second)).toMatchObject({ loggedIn: false, userInfo: null });
  // Signing in again there returns to the page it was on, not to the dashboard.
  await login(second, person);
  await expect(second).toHaveURL(/\/wallet$/);
  await context.close();
});

test('should forget the sign-in when the browser closes', async ({ browser, request }) => {
  const person = newPerson();
  await approvedAccount(request, person);
  const before = await browser.newContext();
  const page = await before.newPage();
  await page.goto('/login');
  await login(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);
  await before.close();

  // A new context is a browser started afresh: no tab is left to ask.
  const after = await browser.newContext();
  const fresh = await after.newPage();
  await fresh.goto('/dashboard');
  await expect(fresh).toHaveURL(/\/login$/);
  await expect(fresh.getByText('You need to login first.')).toBeVisible();
  await after.close();
});
