import { expect, test } from '@playwright/test';

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}
type ShareScope = Record<string, Record<string, ShareEntry>>;

// Stateful libraries must exist once, or hooks, contexts and stores silently split in two. The
// router is the host's alone (remotes navigate through @commons/shared/navigation), so it is not
// shared at all, and the navigation entry is one more singleton.
const singletons = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'jotai',
  'styled-components',
  'react-toastify',
  '@commons/shared',
  '@commons/shared/navigation',
];

test('should load one copy of React and of every singleton for the whole composed site', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: /sign up/i })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^log ?in$/i })).toBeVisible();

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
});
