import { expect, test } from '@playwright/test';
import { approvedAccount } from './api';
import { expectHeading, login, newPerson, register, signInTo, toast } from './helpers';
import { waitForMail } from './mailbox';

const newPassword = 'a brand new passphrase';

/** The path and query of a mail's link to `path`, to open on this site. */
function linkTo(mail: { links: string[] }, path: string): string {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === path);
  if (!link) throw new Error(`no ${path} link in ${mail.links.join(', ')}`);
  return `${link.pathname}${link.search}`;
}

test('should reset a forgotten password from the mailed link, refusing the sessions signed in before', async ({ page, browser, request }) => {
  const person = newPerson();
  await approvedAccount(request, person);

  // Another browser, signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInTo(otherPage, '/dashboard', person);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectHeading(page, 'Forgot password');
  const asked = new Date();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account uses ${person.email}` })).toBeVisible();

  const mail = await waitForMail({ to: person.email, subject: 'Reset your password', after: asked });
  await page.goto(linkTo(mail, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password changed, please log in')).toBeVisible();
  await waitForMail({ to: person.email, subject: 'Your password was changed', after: asked });

  // The other browser's session is over.
  await otherPage.goto('/wallet');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  // The link worked once; the old password no longer signs in, the new one does.
  await login(page, person);
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await login(page, { email: person.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('should ask for the address in a banner until the mailed link confirms it', async ({ page }) => {
  const person = newPerson();
  const signedUp = new Date();
  await register(page, person);
  await expect(page).toHaveURL(/\/profile$/);
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toContainText(person.email);

  const mail = await waitForMail({ to: person.email, subject: 'Confirm your email address', after: signedUp });
  await page.goto(linkTo(mail, '/verify-email'));
  await expect(page.getByText(`Thank you: ${person.email} is verified.`)).toBeVisible();
  await page.goto('/profile');
  await expectHeading(page, 'Profile');
  await expect(banner).toHaveCount(0);

  // The link works once.
  await page.goto(linkTo(mail, '/verify-email'));
  await expect(page.locator('#main').getByRole('alert').filter({ hasText: 'expired or was already used' })).toBeVisible();
});
