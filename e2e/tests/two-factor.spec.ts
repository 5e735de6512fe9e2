import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { verifyEmail } from './api';
import { expectHeading, login, newPerson, readSession, register, toast } from './helpers';

/** The authenticator app's code `steps` 30-second steps from now (the server takes one either way). */
const appCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}

/** Signed in: the login page left (a new account under review lands on /reviewing), the session kept. */
async function expectSignedIn(page: Page) {
  await expect(page).not.toHaveURL(/\/login$/);
  expect(await readSession(page)).toMatchObject({ loggedIn: true });
}

/** Email and password on /login, which then asks for the code. */
async function passwordStep(page: Page, person: { email: string; password: string }) {
  await login(page, person);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test('should enrol two-factor, then ask for the code at sign-in, and take a recovery code once', async ({ page, request }) => {
  const person = newPerson();
  await register(page, person);
  await expect(page).toHaveURL(/\/profile$/);
  // Two-factor waits for a verified address (docs/product-rules.md#what-waits-for-a-verified-address).
  await verifyEmail(request, person.email);

  // Enrol: the QR code and the key as text; a current code from the key turns it on.
  await page.goto('/security');
  await expectHeading(page, 'Security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByLabel('Secret key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill(await appCode(secret));
  await page.getByRole('form', { name: 'Turn on' }).getByLabel('Current password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/On: signing in asks for a code .* 10 recovery codes left\./)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'This browser' })).toHaveCount(1);

  // Sign-in now needs the code after the password; the enrolment's code does not count twice.
  await signOut(page);
  await passwordStep(page, person);
  await page.getByLabel('Authentication code').fill(await appCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);

  // A recovery code instead of the app's: once.
  await signOut(page);
  await passwordStep(page, person);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);

  await signOut(page);
  await passwordStep(page, person);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'The code is not right: enter the current code from your app')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page);

  await page.goto('/security');
  await expect(page.getByText(/8 recovery codes left\./)).toBeVisible();
});
