import { expect, test } from '@playwright/test';
import { expectHeading, login, newPerson, readSession, register } from './helpers';

test('should register, land on the profile, log out and log in back to the page first asked for', async ({ page }) => {
  const person = newPerson();
  await register(page, person);

  await expect(page).toHaveURL(/\/profile$/);
  await expectHeading(page, 'Profile');
  const session = await readSession(page);
  expect(session).toMatchObject({ loggedIn: true, email: person.email });
  expect(session?.userInfo).toMatchObject({ individualEmail: person.email, individualName: person.name });

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("You've been signed out.")).toBeVisible();
  expect(await readSession(page)).toMatchObject({ loggedIn: false, email: '', userInfo: null });

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You need to login first.')).toBeVisible();
  await login(page, person);
  await expect(page).toHaveURL(/\/profile$/);
  await expectHeading(page, 'Profile');
});

test('should show one toast per invalid signup field and send no request', async ({ page }) => {
  const signupCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/individual/signup')) signupCalls.push(request.url());
  });
  await page.goto('/register');
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Phone').fill('123');
  await page.getByRole('button', { name: /sign up/i }).click();

  const toasts = page.locator('.Toastify__toast');
  for (const message of ['Name is too short', 'Invalid email', 'password is too short', 'Invalid phone']) {
    await expect(toasts.filter({ hasText: message })).toHaveCount(1);
  }
  await expect(toasts).toHaveCount(4);
  expect(signupCalls).toEqual([]);
  await expect(page).toHaveURL(/\/register$/);
});

test('should send a logged-out visitor from a protected page to login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You need to login first.')).toBeVisible();
});

test('should refuse a wrong password with the server message', async ({ page }) => {
  const person = newPerson();
  await register(page, person);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, { email: person.email, password: 'not the password' });
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
