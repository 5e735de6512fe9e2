import { expect, test } from '@playwright/test';
import { approvedAccount } from './api';
import { expectHeading, login, newPerson, register } from './helpers';

test('should show the 404 page for an unknown route, with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Sorry, we couldn't find the thing you are looking for.")).toBeVisible();
});

test('should open the sidebar from its handle, navigate, and close on the way', async ({ page }) => {
  await register(page, newPerson());
  await expect(page).toHaveURL(/\/profile$/);

  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeVisible();
  // A new account is REVIEWING: only what its guard lets it open, and its account's own screens.
  await expect(sidebar.getByRole('link')).toHaveText(['Profile', 'Security', 'Notifications', 'Your Data', 'Logout']);
  await sidebar.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(sidebar).toBeHidden();
});

test('should not offer the sidebar without a session', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});

const staticPages = [
  { path: '/faq', heading: /FAQ|Frequently asked questions/i, texts: ['Purchasers', 'Providers', 'General questions', 'Complaints', '2 working days', '90 days', '500 words', '800x600', '18 or older'] },
  { path: '/privacy-notice', heading: /Privacy Notice/i, texts: ['argon2id', 'session storage'] },
  { path: '/conditions-of-use', heading: /Conditions of Use/i, texts: ['18'] },
  { path: '/contact-us', heading: /Contact Us/i, texts: ['support@carboncommons.example', 'Certificate not received'] },
];

for (const { path, heading, texts } of staticPages) {
  test(`should render the content of ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectHeading(page, heading);
    for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const link of ['Privacy Notice', 'Conditions of Use', 'FAQ', 'Contact Us']) {
      await expect(footer.getByRole('link', { name: link })).toBeVisible();
    }
  });
}

// Lighthouse counted a layout shift of 0.216 on these pages: the footer drawn under a spinner,
// then pushed down when the text arrived. A shift is a count of moved area, not a time.
for (const { path, heading } of staticPages) {
  test(`should not shift the layout of ${path} while it loads`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expectHeading(page, heading);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
}

test("should list in the sidebar every screen an approved owner may open, in the declarations' order", async ({ page, request }) => {
  const owner = newPerson();
  await approvedAccount(request, owner);
  await page.goto('/login');
  await login(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link')).toHaveText([
    'Dashboard', 'Profile', 'Wizard', 'Carbon Credits', 'Wallet', 'Assets', 'Group Policy', 'IAM Policy', 'Security', 'Notifications', 'Your Data', 'Logout',
  ]);
});
