import { expect, test, type APIRequestContext } from '@playwright/test';
import { approvedAccount, topUp } from './api';
import { newPerson, signInTo, toast, type Person } from './helpers';

const lastYear = new Date().getFullYear() - 1;

/** An account that bought its last year's credits through the API: its token and the retirement's serials. */
async function buyer(request: APIRequestContext, person: Person) {
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 1000);
  const headers = { Authorization: `Bearer ${token}` };
  const year = { year: lastYear, totalNoofVehicels: 1, annualCarMiles: 0, annualElectricalConsumption: 3000, annualWaterConsumption: 0 };
  const saved = await request.post('/api/api/operational-data/individual/add', { headers, data: year });
  const { operationalDataId, estimatedEmissions } = (await saved.json()) as { operationalDataId: string; estimatedEmissions: number };
  const fifo = await request.post('/api/api/carbon-credits/individual/get-fifo-listing', { headers, data: { requiredQuantity: estimatedEmissions } });
  const { listingId } = (await fifo.json()) as { listingId: string };
  const bought = await request.post('/api/api/operational-data/individual/checkout', { headers, data: { listingId, operationalDataId } });
  expect(bought.ok()).toBe(true);
  const { retirements } = (await bought.json()) as { retirements: Array<{ checkoutId: string }> };
  return { token, checkoutId: retirements[0]!.checkoutId };
}

test("should publish only the account's retirements under its chosen name, and take the page down at once", async ({ page, request, browser }) => {
  const owner = newPerson();
  const other = newPerson();
  const mine = await buyer(request, owner);
  const theirs = await buyer(request, other);
  const handle = `ada-${Date.now().toString(36)}`;

  // The owner turns the page on from the profile.
  await signInTo(page, '/profile', owner);
  const section = page.getByRole('region', { name: 'Public impact page' });
  await section.getByRole('switch', { name: 'Show my public impact page' }).check();
  await section.getByLabel('Handle').fill(handle);
  await section.getByLabel('Display name').fill('Ada the Planter');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your public impact page is on')).toBeVisible();

  // A visitor, signed out, sees the owner's retirement and nothing else of the account.
  const visitor = await browser.newPage();
  const opened = await visitor.goto(`${new URL(page.url()).origin}/u/${handle.toUpperCase()}`);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByText(/Ada the Planter has retired/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Verify this certificate' })).toHaveAttribute('href', `/verify/${mine.checkoutId}`);
  await expect(visitor.getByRole('link', { name: 'Verify this certificate' })).toHaveCount(1);
  const text = await visitor.locator('main, #root').first().innerText();
  for (const personal of [owner.name, owner.email, other.email, theirs.checkoutId, 'Bristol', 'United Kingdom']) expect(text).not.toContain(personal);
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/api/api/impact/${handle}/share-image$`));

  // Turned off, the page is a 404 at the next load.
  await section.getByRole('switch', { name: 'Show my public impact page' }).uncheck();
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your public impact page is off')).toBeVisible();
  const gone = await visitor.reload();
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByText('No public page has this address')).toBeVisible();
  await expect(visitor.getByText(/Ada the Planter/)).toHaveCount(0);
  await visitor.close();
});
