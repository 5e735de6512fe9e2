import { expect, test } from '@playwright/test';
import { approvedAccount } from './api';
import { expectHeading, login, newPerson } from './helpers';

// A remote that cannot be loaded must cost its own pages only
// (docs/architecture.md#remote-loading-and-its-failures).

test('should contain a carbon remote whose files fail, keep wallet and account working, and recover on Retry', async ({
  page,
  request,
}) => {
  const person = newPerson();
  await approvedAccount(request, person);
  await page.goto('/login');
  await login(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A fresh page load (the carbon remote is not in it yet), with carbon's files failing.
  await page.route('**/remotes/carbon/**', (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard');
  const fallback = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(fallback).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // The other remotes, in the same tab, while carbon is still down.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Wallet', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Profile', exact: true }).click();
  await expectHeading(page, /profile/i);

  // Back to carbon: still down, then served again and recovered by Retry without reloading.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(fallback).toBeVisible({ timeout: 40_000 });
  await page.unroute('**/remotes/carbon/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectHeading(page, 'Dashboard');
});

test('should give up on a carbon manifest that never answers, with Retry, in bounded time', async ({ page }) => {
  await page.route('**/remotes/carbon/**/mf-manifest.json', () => {
    // Never answered: the runtime plugin's timeout, not the test, ends the wait.
  });
  await page.goto('/verify/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 40_000 });
  await page.unroute('**/remotes/carbon/**/mf-manifest.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectHeading(page, 'Certificate Verification');
});

test('should show a refused canary in its banner and still let an ordinary user log in', async ({ page, request }) => {
  const person = newPerson();
  await approvedAccount(request, person);
  await page.goto('/login?remote=carbon@9.9.9');
  await expect(page.getByRole('complementary', { name: 'Canary' })).toContainText('refused: carbon 9.9.9 is not published');
  await login(page, person);
  await expectHeading(page, 'Dashboard');
  await page.getByRole('button', { name: 'Leave canary' }).click();
  await expect(page.getByRole('complementary', { name: 'Canary' })).toHaveCount(0);
});

/** The registry a site page carries when every browser gets the same one (platform/src/site/registry-script.ts). */
const registryScript = /<script type="application\/json" id="release-registry">.*?<\/script>/;

test('should use the last registry this browser saw when the registry cannot be fetched, quietly', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^log ?in$/i })).toBeVisible();
  // Neither way of learning the registry works: the page carries none and the route is down.
  await page.route('**/register', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toMatch(registryScript);
    await route.fulfill({ response, body: html.replace(registryScript, '') });
  });
  await page.route('**/registry/remotes.json*', (route) => route.abort('connectionrefused'));
  await page.goto('/register');
  await expect(page.getByRole('button', { name: /sign up/i })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('should load a remote page from the registry the page carries, without asking for it', async ({ page }) => {
  // A first visit: this browser has seen no registry, and the registry route is down.
  const asked: string[] = [];
  await page.route('**/registry/remotes.json*', (route) => {
    asked.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^log ?in$/i })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toEqual([]);
});
