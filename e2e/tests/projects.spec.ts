import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The public project pages (docs/product-rules.md#carbon-credits), as a visitor who never signed in
// sees them, with the sample projects the server seeds on its first start (api/data/projects.json).

/** Serious and critical axe violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}

test('should show a visitor every project on a map and open one with its disclosure', async ({ page }) => {
  const response = await page.goto('/projects');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Projects | Carbon Commons');
  const card = page.getByRole('article', { name: 'Rajasthan Solar Water Pumps' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Sample', { exact: true })).toBeVisible();
  await expect(card.getByRole('img')).toHaveAttribute('alt', /solar panels/);
  const cards = await page.getByRole('article').count();
  const map = page.getByRole('img', { name: /^World map of the \d+ projects: / });
  await expect(map).toContainText('Rajasthan Solar Water Pumps');
  await expect(map.locator('.place')).toHaveCount(cards);
  expect(await violations(page)).toEqual([]);

  await card.getByRole('link', { name: 'Rajasthan Solar Water Pumps' }).click();
  await expect(page).toHaveURL(/\/projects\/GS2443$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rajasthan Solar Water Pumps' })).toBeVisible();
  await expect(page.getByText('Sample project', { exact: true })).toBeVisible();
  const disclosure = page.getByRole('region', { name: 'Disclosure' });
  for (const term of ['Project ID', 'Registry', 'Protocol', 'Location', 'Project type', 'Removal or avoidance', 'Crediting period', 'Vintages', 'Durability', 'Verification body']) {
    await expect(disclosure.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  }
  await expect(disclosure.getByRole('link', { name: /the project's page in the registry/ })).toHaveAttribute('href', /^https:\/\/registry\.goldstandard\.org\//);
  await expect(page.getByRole('img', { name: /^Map locating Rajasthan Solar Water Pumps in Rajasthan, India/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Credits for sale' }).getByRole('row')).not.toHaveCount(1);
  expect(await violations(page)).toEqual([]);
});

test('should show the 404 page for a project id no project has', async ({ page }) => {
  await page.goto('/projects/NO-SUCH-PROJECT');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the project NO-SUCH-PROJECT.")).toBeVisible();
  await page.getByRole('link', { name: 'See all projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('should reach the projects from the footer of any page', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});
