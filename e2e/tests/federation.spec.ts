import { expect, test } from '@playwright/test';

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}
type ShareScope = Record<string, Record<string, ShareEntry>>;

// Stateful libraries must exist once, or hooks, contexts and stores silently split in two. The
// router is the host's alone (remotes navigate through @commons/shared/navigation), so it is not
// shared at all. Of @commons/shared, the entries that hold state are singletons (the session
// store, the navigation context, the toast queue); its pure entries are built into each app.
// react-toastify arrives with the first toast, so the journey raises one.
const singletons = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'jotai',
  'styled-components',
  'react-toastify',
  'ky',
  '@commons/shared/session',
  '@commons/shared/ui',
  '@commons/shared/navigation',
];

test('should load one copy of React and of every singleton for the whole composed site', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: /sign up/i })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  const scope = await page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, ShareScope> }[] } }).__FEDERATION__;
    return {
      instances: federation.__INSTANCES__.map((instance) => instance.name),
      shared: federation.__INSTANCES__[0]?.shareScopeMap.default ?? {},
    };
  });

  expect(scope.instances).toEqual(expect.arrayContaining(['host']));
  for (const name of singletons) {
    const versions = Object.entries(scope.shared[name] ?? {});
    const loaded = versions.filter(([, entry]) => entry.loaded);
    expect(loaded, `${name} loaded copies`).toHaveLength(1);
  }
  expect(Object.keys(scope.shared).filter((name) => name.startsWith('react-router')), 'react-router shared').toEqual([]);
  const pure = ['@commons/shared', '@commons/shared/domain', '@commons/shared/schemas', '@commons/shared/api', '@commons/shared/query'];
  expect(Object.keys(scope.shared).filter((name) => pure.includes(name)), 'pure entries shared').toEqual([]);
});
