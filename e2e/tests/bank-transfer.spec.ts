import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { approvedAccount } from './api';
import { newPerson, rowOf, signInTo, toast } from './helpers';
import { waitForMail } from './mailbox';
import { ops } from './operator';
import { checkScreen } from './staff';

// The buyer's side of an order paid by bank transfer (docs/product-rules.md#bank-transfer-orders).
// Mekong Delta Rice Husk Power (api/data/listings.json) sells at $9.60 a tonne: 24 t come to
// $230.40. It is not the FIFO listing, so other journeys buying from the FIFO one are left alone.
const lastYear = new Date().getFullYear() - 1;
const project = 'Mekong Delta Rice Husk Power';
const projectId = 'GS3187';
const iban = 'NL91ABNA0417164300';

/** An operator gives the project the account its transfers are paid to. */
const acceptTransfers = () => ops('bank-transfers', 'account', projectId, '--bank', 'ABN AMRO', '--holder', 'Mekong Rice Husk Power Cooperative', '--iban', iban);

/** Saves last year through the API: one car and 3,000 kWh estimate 24 t. */
async function saveYear(request: APIRequestContext, token: string) {
  const saved = await request.post('/api/api/operational-data/individual/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { year: lastYear, totalNoofVehicels: 1, annualCarMiles: 0, annualElectricalConsumption: 3000, annualWaterConsumption: 0 },
  });
  expect(saved.status()).toBe(201);
  return (await saved.json()) as { operationalDataId: string };
}

/** The account's orders, as the API lists them. */
async function ordersOf(request: APIRequestContext, token: string) {
  const listed = await request.get('/api/api/carbon-credits/individual/bank-transfer-orders', { headers: { Authorization: `Bearer ${token}` } });
  expect(listed.ok()).toBe(true);
  return ((await listed.json()) as { orders: Array<{ orderId: string; reference: string; state: string }> }).orders;
}

/** The id of the project's listing, as the purchase popup offers it. */
async function listingIdOf(request: APIRequestContext, token: string) {
  const listed = await request.post('/api/api/carbon-credits/individual/get-listings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requiredQuantity: 24 },
  });
  const listings = (await listed.json()) as Array<{ listingId: string; projectId: string }>;
  return listings.find((listing) => listing.projectId === projectId)!.listingId;
}

/** Places an order of last year's 24 t from the project through the API, as the popup does; returns it. */
async function placeOrder(request: APIRequestContext, token: string) {
  const year = await saveYear(request, token);
  const placed = await request.post('/api/api/carbon-credits/individual/bank-transfer-orders', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { listingId: await listingIdOf(request, token), operationalDataId: year.operationalDataId, quantity: 24 },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { orderId: string; reference: string };
}

/** The order's row in the Carbon Credits orders or the wallet's Bank Transfers tab. */
const orderRow = (page: Page, reference: string) => page.getByRole('row').filter({ hasText: reference });

test('should order by bank transfer, show and mail the details, and list the order with its state in both places', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await saveYear(request, token);
  await acceptTransfers();
  await signInTo(page, '/carbon-credits', person);

  await rowOf(page, lastYear).getByRole('button', { name: 'Checkout' }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchasing Credits' });
  await purchase.getByRole('combobox', { name: 'Project' }).selectOption({ label: `$9.60/t · ${project}` });
  await purchase.getByRole('radio', { name: 'Pay by bank transfer' }).check();
  await expect(purchase.getByText('You pay $230.40')).toBeVisible();
  await purchase.getByRole('button', { name: 'Pay by bank transfer' }).scrollIntoViewIfNeeded();
  await checkScreen(page, 'bank-transfer-choice');

  // A double click places one order.
  const placedAt = new Date();
  await purchase.getByRole('button', { name: 'Pay by bank transfer' }).dblclick();
  await expect(purchase.getByRole('status')).toHaveText(`Order placed: 24 t CO2e from ${project} held for ${lastYear} until you pay.`);
  const details = purchase.getByLabel('Transfer details');
  await expect(details).toContainText('Mekong Rice Husk Power Cooperative');
  await expect(details).toContainText('ABN AMRO');
  await expect(details).toContainText('NL91 ABNA 0417 1643 00');
  await expect(details).toContainText('$230.40');
  await expect(details).toContainText('Quote this reference');
  await expect(purchase.getByText('We have emailed these details to you too.', { exact: false })).toBeVisible();
  await expect(purchase.getByText('within 2 working days of the money arriving', { exact: false })).toBeVisible();
  const [order, ...others] = await ordersOf(request, token);
  expect(others).toEqual([]);
  expect(order!.state).toBe('awaiting_payment');
  await expect(details).toContainText(order!.reference);
  await checkScreen(page, 'bank-transfer-details');

  const mail = await waitForMail({ to: person.email, subject: `reference ${order!.reference}`, after: placedAt });
  expect(mail.text).toContain('NL91 ABNA 0417 1643 00');
  expect(mail.text).toContain('$230.40');

  // Under Carbon Credits, awaiting payment, with its details again.
  await purchase.getByRole('button', { name: 'Done' }).click();
  const listed = orderRow(page, order!.reference);
  await expect(listed).toContainText('Awaiting payment');
  await listed.getByRole('button', { name: `Transfer details of order ${order!.reference}` }).click();
  await expect(page.getByRole('dialog', { name: 'Transfer Details' }).getByLabel('Transfer details')).toContainText('NL91 ABNA 0417 1643 00');
  await page.getByRole('dialog', { name: 'Transfer Details' }).getByRole('button', { name: 'Done' }).click();
  await checkScreen(page, 'bank-transfer-carbon-credits');

  // In the wallet's history, with the same state.
  await page.goto('/wallet');
  await page.getByRole('tab', { name: 'Bank Transfers' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Bank Transfers' });
  await expect(orderRow(page, order!.reference)).toContainText('Awaiting payment');
  await expect(tab.getByText('do not change your wallet balance', { exact: false })).toBeVisible();
  await checkScreen(page, 'bank-transfer-wallet');

});

test('should cancel an order awaiting payment once asked, in both lists', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await acceptTransfers();
  const { reference } = await placeOrder(request, token);
  await signInTo(page, '/carbon-credits', person);

  await orderRow(page, reference).getByRole('button', { name: `Cancel order ${reference}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(confirm).toContainText('Its tonnes go back on sale.');
  await checkScreen(page, 'bank-transfer-cancel');
  await confirm.getByRole('button', { name: 'Confirm Cancel' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(orderRow(page, reference)).toContainText('Cancelled');
  await expect(orderRow(page, reference).getByRole('button')).toHaveCount(0);
  expect((await ordersOf(request, token)).map((order) => order.state)).toEqual(['cancelled']);

  await page.goto('/wallet');
  await page.getByRole('tab', { name: 'Bank Transfers' }).click();
  await expect(orderRow(page, reference)).toContainText('Cancelled');
});

test('should show an order the provider marked paid as paid in both lists, with its certificate', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await acceptTransfers();
  const order = await placeOrder(request, token);
  await ops('bank-transfers', 'in-progress', order.orderId);
  await ops('bank-transfers', 'paid', order.orderId, '--amount', '230.40', '--reference', order.reference.replace(/\s/g, ''));
  await signInTo(page, '/carbon-credits', person);

  await expect(orderRow(page, order.reference)).toContainText('Paid');
  await expect(orderRow(page, order.reference).getByRole('button', { name: `View certificate of order ${order.reference}` })).toBeVisible();
  await expect(rowOf(page, lastYear).getByRole('button', { name: 'Checkout' })).toHaveCount(0);
  await page.goto('/wallet');
  await page.getByRole('tab', { name: 'Bank Transfers' }).click();
  await expect(orderRow(page, order.reference)).toContainText('Paid');
  await expect(orderRow(page, order.reference).getByRole('button', { name: /View certificate of checkout/ })).toBeVisible();
});
