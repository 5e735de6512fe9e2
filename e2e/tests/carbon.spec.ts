import { expect, test, type Page } from '@playwright/test';
import { approvedAccount, topUp } from './api';
import { newPerson, rowOf, signInTo, toast } from './helpers';
import { ops } from './operator';

const lastYear = new Date().getFullYear() - 1;


/** Saves last year's operational data through the API, the quick way for journeys about later screens. */
async function saveYear(page: Page, token: string, data: Record<string, number>) {
  const saved = await page.request.post('/api/api/operational-data/individual/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { year: lastYear, totalNoofVehicels: 0, annualCarMiles: 0, annualElectricalConsumption: 0, annualWaterConsumption: 0, ...data },
  });
  expect(saved.status()).toBe(201);
  return (await saved.json()) as { operationalDataId: string; estimatedEmissions: number };
}

test('should add a family member, save a year with its estimate, buy its credits, and show the certificate and the dashboard', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 1000);
  await signInTo(page, '/wizard', person);

  // The wizard opens on step 2; step 1 holds the family.
  await expect(page.getByRole('button', { name: 'Step 2: Operational Data' })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Step 1: Family Members' }).click();
  await expect(page.getByText('NO DATA AVAILABLE')).toBeVisible();
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Relation').selectOption('Spouse');
  await dialog.getByLabel('Member Name').fill('Ingrid Nakamura');
  await dialog.getByLabel('Member ID').fill('M-2211');
  await dialog.getByLabel('Country Residence').selectOption('Norway');
  await dialog.getByLabel('Nationality').selectOption('Japan');
  await dialog.getByLabel('Citizenship No.').fill('JP-77310');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(page, 'Member Added')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ingrid Nakamura', exact: true })).toBeVisible();

  // One car and 3,000 kWh with one family member: 19.26 + 1.734 + 0.5 + 0.5 t -> 2 months -> 24 t.
  await page.getByRole('button', { name: 'Step 2: Operational Data' }).click();
  await page.getByLabel('Total No. Of Vehicles').fill('1');
  await page.getByLabel('Annual Electricity Consumption (Kwh)').fill('3000');
  await expect(page.getByLabel('Emissions (mt)')).toHaveValue('24');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, lastYear).getByText('ESTIMATED')).toBeVisible();

  // Step 3 buys the year's 24 tonnes from the oldest listing that can supply them.
  await page.getByRole('button', { name: 'Step 3: Carbon Credit' }).click();
  await rowOf(page, lastYear).getByRole('button', { name: 'Checkout' }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchasing Credits' });
  await expect(purchase.getByText('Rajasthan Solar Water Pumps', { exact: true })).toBeVisible();
  await purchase.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Transaction Success')).toBeVisible();
  // The popup says what the purchase came to, with the certificate and its verification link.
  await expect(purchase.getByRole('status')).toHaveText(`24 t CO2e retired for ${lastYear}.`);
  await expect(purchase.getByRole('link', { name: /\/verify\// })).toHaveAttribute('href', /^\/verify\/[0-9a-f-]{36}$/);
  await purchase.getByRole('button', { name: 'Done' }).click();
  await expect(rowOf(page, lastYear).getByRole('button', { name: 'Checkout' })).toHaveCount(0);
  await expect(rowOf(page, lastYear).getByText('Offset', { exact: true })).toBeVisible();

  // The certificate opens as a PDF in a new tab; its id leads to the public verification page.
  await rowOf(page, lastYear).getByRole('button', { name: 'Certificates' }).click();
  const view = page.getByRole('dialog').getByRole('button', { name: /View certificate of checkout/ });
  const checkoutId = (await view.getAttribute('aria-label'))!.replace('View certificate of checkout ', '');
  const [pdfTab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
  await expect.poll(() => pdfTab.url()).toMatch(/^blob:/);
  await pdfTab.close();

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${new URL(page.url()).origin}/verify/${checkoutId}`);
  await expect(visitor.getByText('Rajasthan Solar Water Pumps', { exact: true })).toBeVisible();
  await expect(visitor.getByText('GS1-1-IN-GS2443-12-2021-21578', { exact: false })).toBeVisible();
  // Public views name the beneficiary the owner chose, "a Carbon Commons member" until then, never
  // the legal name (docs/product-rules.md#the-public-impact-page); the PDF keeps it.
  await expect(visitor.getByText('a Carbon Commons member')).toBeVisible();
  await expect(visitor.getByText('Ada Lovelace Green')).toHaveCount(0);
  // The year it offsets and the unit of its registry (Gold Standard: VERs), as the PDF says.
  await expect(visitor.getByText(`The household footprint of ${lastYear}`)).toBeVisible();
  await expect(visitor.getByText('24 tonnes CO2e (24 VERs)')).toBeVisible();
  // Sample credits paid with the sandbox's money: never called genuine (docs/product-rules.md#sample-retirements).
  await expect(visitor.getByRole('heading', { name: /^This is a sample certificate/ })).toBeVisible();
  await expect(visitor.getByText('This certificate is genuine')).toHaveCount(0);
  await visitor.goto(`${new URL(page.url()).origin}/verify/00000000-0000-4000-8000-000000000000`);
  await expect(visitor.getByText('No certificate has this id').first()).toBeVisible();
  await visitor.close();

  // The dashboard charts the year and its panel shows the offsets and the BLUE badge, in words.
  await page.goto('/dashboard');
  await expect(page.getByRole('img', { name: 'Emissions and offsets per year' })).toBeVisible();
  await page.getByLabel('Year', { exact: true }).selectOption(String(lastYear));
  await expect(page.getByRole('group', { name: 'OFFSETS' })).toContainText('24');
  await expect(page.getByRole('group', { name: 'BADGE' })).toHaveText('BADGEOffset');
});

test('should list an operator-approved year in Assets, and offset a past GRAY year that has credits', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 1000);
  const record = await saveYear(page, token, { annualElectricalConsumption: 10_000 });
  expect(record.estimatedEmissions).toBe(12);

  const bought = await page.request.post('/api/api/carbon-credits/individual/get-fifo-listing', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requiredQuantity: 12 },
  });
  const { listingId } = (await bought.json()) as { listingId: string };
  const checkout = await page.request.post('/api/api/operational-data/individual/checkout', {
    headers: { Authorization: `Bearer ${token}` },
    data: { listingId, operationalDataId: record.operationalDataId },
  });
  expect(checkout.ok()).toBe(true);

  // The actual emissions turn out higher than the estimate: the year is GRAY again.
  await ops('operational-data', 'approve', record.operationalDataId, '--emissions', '30');

  await signInTo(page, '/assets', person);
  await expect(rowOf(page, lastYear)).toContainText('30');

  await page.goto('/carbon-credits');
  const row = rowOf(page, lastYear);
  await expect(row.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Offset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Offset' }).click();
  await expect(toast(page, 'Transaction Success')).toBeVisible();
  // Columns: Year, Actual, Estimated, Credits, Offset, Monthly Offset Done, Badge, Action.
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/13/);
});
