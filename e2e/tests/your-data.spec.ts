import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import JSZip from 'jszip';
import { approvedAccount, topUp } from './api';
import { newPerson, signInTo, toast, type Person } from './helpers';
import { waitForMail } from './mailbox';

const lastYear = new Date().getFullYear() - 1;

/**
 * Buys last year's credits through the API, the quick way (the buying journey is carbon.spec.ts):
 * a year of 12 t, topped up with exactly its price, so the wallet is empty afterwards. Returns
 * the checkout id, which names the certificate.
 */
async function buyAYear(request: APIRequestContext, token: string, person: Person): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const saved = await request.post('/api/api/operational-data/individual/add', {
    headers,
    data: { year: lastYear, totalNoofVehicels: 0, annualCarMiles: 1200, annualElectricalConsumption: 19_000, annualWaterConsumption: 0 },
  });
  expect(saved.status()).toBe(201);
  const record = (await saved.json()) as { operationalDataId: string; estimatedEmissions: number };
  const fifo = await request.post('/api/api/carbon-credits/individual/get-fifo-listing', {
    headers,
    data: { requiredQuantity: record.estimatedEmissions },
  });
  const listing = (await fifo.json()) as { listingId: string; markUpPrice: number };
  await topUp(request, token, person, listing.markUpPrice * record.estimatedEmissions);
  // The top-up is credited by the provider's event: wait for the balance before buying.
  await expect
    .poll(async () => ((await (await request.get('/api/api/wallet/individual/my-wallet', { headers })).json()) as { amount: number }).amount)
    .toBeGreaterThan(0);
  const bought = await request.post('/api/api/operational-data/individual/checkout', {
    headers,
    data: { listingId: listing.listingId, operationalDataId: record.operationalDataId },
  });
  expect(bought.status()).toBe(200);
  return ((await bought.json()) as { retirements: Array<{ checkoutId: string }> }).retirements[0]!.checkoutId;
}

test('should mail a link to a ZIP of the account that holds its certificates', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  const checkoutId = await buyAYear(request, token, person);
  await signInTo(page, '/your-data', person);

  const asked = new Date();
  await page.getByRole('button', { name: 'Export My Data' }).click();
  await expect(toast(page, 'We are preparing your data')).toBeVisible();
  const mail = await waitForMail({ to: person.email, subject: 'Your Carbon Commons data is ready', after: asked }, 60_000);
  const link = mail.links.find((url) => url.includes('/your-data?download='))!;
  expect(link).toBeTruthy();
  await expect(page.getByText(/Mailed; the link works until/)).toBeVisible();

  // The link opens Your Data in the signed-in browser, which downloads the ZIP.
  await page.goto(new URL(link).pathname + new URL(link).search);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ZIP' }).click()]);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const certificates = zip.file(/^certificates\/.+\.pdf$/);
  expect(certificates.map((file) => file.name)).toEqual([expect.stringContaining(checkoutId)]);
  expect((await certificates[0]!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
  expect(zip.file('wallet-history.csv')).not.toBeNull();
  expect(JSON.parse(await zip.file('account.json')!.async('string'))).toMatchObject({ email: person.email });
});

test('should delete the account from the mailed link while its certificate still verifies', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  const checkoutId = await buyAYear(request, token, person);
  await signInTo(page, '/your-data', person);

  const asked = new Date();
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mail Me the Link' }).click();
  await expect(page.getByText(`We mailed a confirmation link to ${person.email}`)).toBeVisible();
  const mail = await waitForMail({ to: person.email, subject: 'Confirm the deletion', after: asked }, 60_000);
  const link = new URL(mail.links.find((url) => url.includes('/delete-account?token='))!);

  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Delete My Account for Good' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();

  // The old session is refused, and the credentials sign in no more.
  const profile = await request.get('/api/api/user/individual/my-profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);
  const login = await request.post('/api/api/auth/individual/login', { data: { email: person.email, password: person.password } });
  expect(login.status()).toBe(401);

  // The certificate still verifies, naming a former member.
  await page.goto(`/verify/${checkoutId}`);
  await expect(page.getByText('a former member')).toBeVisible();
  await expect(page.getByText(person.name)).toHaveCount(0);
  await expect(page.getByText(`The household footprint of ${lastYear}`)).toBeVisible();
});
