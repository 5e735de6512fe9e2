import { expect, test, type Page } from '@playwright/test';
import { expectHeading, login, newPerson, register, type Person } from './helpers';
import { ops } from './operator';

/** Fills the fields a new account has not saved yet and saves the profile. */
async function completeProfile(page: Page) {
  await page.getByLabel('City').fill('Bristol');
  await page.getByLabel('Country', { exact: true }).selectOption('United Kingdom');
  await page.getByLabel('Education').fill('MSc Environmental Science');
  await page.getByLabel('Profession').fill('Energy analyst');
  await page.getByLabel('Nationality').selectOption('United Kingdom');
  await page.getByLabel('Citizenship No.').fill('GB1234567');
  await page.getByLabel('UID of Residence').fill('UID-778899');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Information updated successfully' })).toBeVisible();
}

async function approvedPerson(page: Page): Promise<Person> {
  const person = newPerson();
  await register(page, person);
  await expect(page).toHaveURL(/\/profile$/);
  await completeProfile(page);
  return person;
}

test('should let a new user complete the profile and reach the dashboard', async ({ page }) => {
  await approvedPerson(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectHeading(page, 'Dashboard');
});

test('should keep a REVIEWING account on its profile and send it from the dashboard to the reviewing screen', async ({ page }) => {
  await register(page, newPerson());
  await expect(page).toHaveURL(/\/profile$/);
  await expectHeading(page, 'Profile');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/reviewing$/);
  await expect(page.getByText('Your account is being reviewed.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please wait until your account is approved.')).toBeVisible();
  await expect(page.getByText('Your account is being reviewed. Please wait.')).toBeVisible();
});

test('should show the suspended screen on the next navigation once an operator suspends the account', async ({ page }) => {
  const person = await approvedPerson(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(await ops('accounts', 'suspend', person.email)).toContain('suspended');
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/suspended$/);
  await expect(page.getByText('Your account has been suspended', { exact: true })).toBeVisible();
  await expect(page.getByText('Your account has been suspended. Please contact support.')).toBeVisible();
});

test('should show the rejected screen for a rejected account, after signing in again', async ({ page }) => {
  const person = newPerson();
  await register(page, person);
  await expect(page).toHaveURL(/\/profile$/);
  expect(await ops('accounts', 'reject', person.email)).toContain('rejected');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, person);
  await expect(page).toHaveURL(/\/rejected$/);
  await expect(page.getByText('Your account has been rejected', { exact: true })).toBeVisible();
  await expect(page.getByText('Your account has been rejected. Please contact support.')).toBeVisible();
});
