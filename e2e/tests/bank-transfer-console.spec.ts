import { expect, test, type Page } from '@playwright/test';
import { approvedAccount } from './api';
import { newPerson } from './helpers';
import { waitForMail } from './mailbox';
import { checkScreen, signedInStaff } from './staff';

// An order paid by bank transfer from the provider's side (docs/architecture.md, "The console"):
// the provider sets its project's transfer details, a buyer orders by transfer, and the provider
// finds the order by its reference, marks it in progress, then paid, and the certificate exists.

/** The project of the last listing shipped: no other journey buys from it, and it has tonnes to spare. */
const project = { id: 'VCS1563', name: 'Anatolian Landfill Gas to Energy' };
const lastYear = new Date().getFullYear() - 1;

interface PlacedOrder {
  orderId: string;
  reference: string;
  amount: number;
  quantity: number;
}

/** A buyer with last year saved orders its credits from the project's listing, paid by transfer; the reply names the reference. */
async function orderByTransfer(page: Page, token: string): Promise<PlacedOrder> {
  const auth = { Authorization: `Bearer ${token}` };
  const saved = await page.request.post('/api/api/operational-data/individual/add', {
    headers: auth,
    data: { year: lastYear, totalNoofVehicels: 1, annualCarMiles: 0, annualElectricalConsumption: 3000, annualWaterConsumption: 0 },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { operationalDataId } = (await saved.json()) as { operationalDataId: string };
  const listings = await page.request.post('/api/api/carbon-credits/individual/get-listings', { headers: auth, data: { requiredQuantity: 1 } });
  const listing = ((await listings.json()) as { listingId: string; projectId: string; bankTransfer: boolean }[]).find((row) => row.projectId === project.id);
  expect(listing?.bankTransfer, 'the listing takes bank transfers once its details are set').toBe(true);
  const ordered = await page.request.post('/api/api/carbon-credits/individual/bank-transfer-orders', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: { listingId: listing!.listingId, operationalDataId },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  return (await ordered.json()) as PlacedOrder;
}

/** The accessible names of the controls Tab reaches from the top of the page, in order. */
async function tabStops(page: Page, count: number): Promise<string[]> {
  await page.locator('body').focus();
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    names.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const labelled = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
        return element?.getAttribute('aria-label') ?? labelled ?? element?.textContent?.trim() ?? '';
      }),
    );
  }
  return names;
}

test('should take a bank-transfer order from the provider finding it by reference to its certificate', async ({ page }) => {
  test.setTimeout(360_000);
  await signedInStaff(page, 'provider', 'Pia Provider', ['--project', project.id]);

  // The nav and the home page show the provider its two screens, and no operator's.
  await page.goto('/console');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Bank transfers', 'Transfer details']);
  await expect(page.getByRole('region', { name: 'What your role does in the console' })).toContainText(`Your projects: ${project.id}.`);

  // Transfer details: a mistyped IBAN is refused in the form; a good one is saved.
  await nav.getByRole('link', { name: 'Transfer details' }).click();
  const details = page.getByRole('form', { name: `Transfer details of ${project.name}` });
  await details.getByLabel('Bank name').fill('Ziraat Bankasi');
  await details.getByLabel('Account holder').fill('Anatolian Landfill Energy AS');
  await details.getByLabel('IBAN', { exact: true }).fill('TR33 0006 1005 1978 6457 8413 27');
  await details.getByRole('button', { name: 'Set transfer details' }).click();
  await expect(details.getByText('This IBAN is not valid: check its country code, length and digits')).toBeVisible();
  await details.getByLabel('IBAN', { exact: true }).fill('TR33 0006 1005 1978 6457 8413 26');
  await details.getByRole('button', { name: 'Set transfer details' }).dblclick();
  await expect(page.getByRole('region', { name: `${project.name} (${project.id})` })).toContainText('TR33 0006 1005 1978 6457 8413 26');
  await checkScreen(page, 'console-transfer-details');

  // A buyer orders by transfer; the order mail carries the provider's account.
  const buyer = newPerson();
  const token = await approvedAccount(page.request, buyer);
  const order = await orderByTransfer(page, token);
  const ordered = await waitForMail({ to: buyer.email, subject: 'by bank transfer, reference' });
  expect(ordered.text).toContain('TR33 0006 1005 1978 6457 8413 26');
  const printed = order.reference.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

  // Bank transfers: a mistyped reference fails its check digits; the real one finds the order.
  await nav.getByRole('link', { name: 'Bank transfers' }).click();
  await expect(page.getByRole('heading', { name: 'Bank transfers', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: printed })).toContainText('Awaiting payment');
  const mistyped = `${printed.slice(0, -1)}${(Number(printed.at(-1)) + 1) % 10}`;
  await page.getByLabel('Find by reference').fill(mistyped);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText("This reference's check digits do not match: it was mistyped")).toBeVisible();
  await page.getByLabel('Find by reference').fill(printed.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('region', { name: 'Find an order' });
  await expect(found).toContainText(project.name);
  await expect(found).toContainText('Awaiting payment');
  await checkScreen(page, 'console-bank-transfers-found');

  // Keyboard alone reaches the search, the filters, the order's mark and the pager.
  const stops = await tabStops(page, 40);
  for (const control of ['Find by reference', 'Find', 'Clear the search', 'State', 'Project', 'Ordered', `Mark in progress, order ${printed}`]) {
    expect(stops, `Tab reaches ${control}`).toContain(control);
  }

  // In progress, double-clicked: one mark, one mail to the buyer.
  const markedAt = new Date();
  await found.getByRole('button', { name: `Mark in progress, order ${printed}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Mark order in progress' });
  await dialog.getByRole('button', { name: 'Mark in progress' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(found).toContainText('In progress');
  await waitForMail({ to: buyer.email, subject: `Your bank-transfer order ${printed} is in progress`, after: markedAt });

  // Paid with the wrong amount: refused with the reason, nothing changed.
  await found.getByRole('button', { name: `Mark paid, order ${printed}` }).click();
  dialog = page.getByRole('dialog', { name: 'Mark order paid' });
  await dialog.getByLabel('Amount received (USD)').fill(String(order.amount + 1));
  await dialog.getByLabel('Reference as received').fill(printed);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The amount received');
  await expect(dialog.getByRole('alert')).toContainText('nothing was changed');
  await checkScreen(page, 'console-mark-paid-refused');
  const unpaid = await page.request.get(`/api/api/carbon-credits/individual/bank-transfer-orders/${order.orderId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await unpaid.json()) as { state: string }).state).toBe('in_progress');

  // The right amount, double-clicked: paid once, the credits retired and certified.
  const paidAt = new Date();
  await dialog.getByLabel('Amount received (USD)').fill(order.amount.toFixed(2));
  await dialog.getByRole('button', { name: 'Mark paid' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(found).toContainText('Paid');
  await expect(found.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await page.getByLabel('State').selectOption('Paid');
  await expect(page.getByRole('row').filter({ hasText: printed })).toContainText('Paid');
  await checkScreen(page, 'console-bank-transfers-paid');

  const receipt = await waitForMail({ to: buyer.email, subject: 'paid by bank transfer', after: paidAt });
  expect(receipt.attachments.some((attachment) => attachment.contentType === 'application/pdf')).toBe(true);
  const paid = await page.request.get(`/api/api/carbon-credits/individual/bank-transfer-orders/${order.orderId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { state, checkoutId } = (await paid.json()) as { state: string; checkoutId: string };
  expect(state).toBe('paid');
  const certificate = await page.request.get(`/api/api/carbon-credits/certificates/${checkoutId}`);
  expect(certificate.status(), await certificate.text()).toBe(200);
});
