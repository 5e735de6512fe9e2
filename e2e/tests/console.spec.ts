import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';
import { ops } from './operator';
import { checkScreen, staffCode as appCode } from './staff';

// The staff console (docs/architecture.md, "The console"): an operator's invitation by mail, the
// invitation page, the recovery codes, sign-in with the app's code, the home page, sign-out.

/** The console's pages are not for search engines: the page's head says so. */
const expectNoIndex = (page: Page) => expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

test('should take an invited staff member from the mail to the console and out again', async ({ page }) => {
  const email = `rhea.${Date.now()}@example.org`;
  const password = 'quiet orchard lantern 42';
  const invitedAt = new Date();
  await ops('staff', 'add', email, '--name', 'Rhea Release', '--role', 'release-engineer');
  const mail = await waitForMail({ to: email, subject: 'Your invitation to the Carbon Commons console', after: invitedAt });
  const link = mail.links.find((url) => url.includes('/console/invite?token='));
  expect(link, mail.text).toBeDefined();

  // Signed out, the console's home sends to its sign-in, never to the customers'.
  const home = await page.goto('/console');
  expect(home?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page).toHaveURL(/\/console\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await expectNoIndex(page);
  await checkScreen(page, 'console-login');

  // The invitation: password (with the strength meter), the authenticator by QR code or key, required.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Welcome, Rhea Release' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByLabel('Secret key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('button', { name: /skip|later/i })).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText(/^Strength: (Strong|Very strong)\.$/)).toBeVisible();
  await page.getByLabel('Password again', { exact: true }).fill(password);
  await checkScreen(page, 'console-invite');
  await page.getByLabel('Code from the app').fill(await appCode(secret));
  await page.getByRole('button', { name: 'Set up my console access' }).click();

  // The recovery codes, once: downloaded as a file, then on to sign in.
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('carbon-commons-console-recovery-codes.txt');
  await checkScreen(page, 'console-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);

  // The invitation is used up.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('alert')).toHaveText('This invitation is not valid any more: ask an operator for a new one');

  // Sign in with the next code (the enrolment's does not count twice), by keyboard alone.
  await page.goto('/console/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Code', { exact: true }).fill(await appCode(secret, 1));
  await page.getByLabel('Code', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole('heading', { name: 'Console', level: 1 })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Signed in' });
  await expect(facts).toContainText('Rhea Release');
  await expect(facts).toContainText('Release engineer');
  await expect(facts).toContainText('Ends after 15 minutes without activity');
  await expect(page.getByRole('banner')).toContainText('Rhea Release');
  await expect(page.getByRole('navigation', { name: /sidebar/i })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoIndex(page);
  await checkScreen(page, 'console-home');

  // Sign out from the header: the session has ended on the server too.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  await expect(page.getByText('You have signed out of the console')).toBeVisible();
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/login$/);
  expect((await page.request.get('/api/console/session')).status()).toBe(401);
});
