import { expect, test, type Page } from '@playwright/test';
import { addPayoutAccount, approvedAccount, topUp } from './api';
import { newPerson, rowOf, signInTo, toast } from './helpers';
import { waitForMail, type SentMail } from './mailbox';

// Receipts and notices (docs/product-rules.md#receipts-and-notices): the receipt of a purchase made
// in the browser arrives over SMTP with its certificate PDF; a notice's link stops its kind and the
// landing page says which.
const lastYear = new Date().getFullYear() - 1;

/** The mail's HTML with its inline mark (cid:) made a data URL, so a browser draws it as a reader would. */
function viewableHtml(mail: SentMail): string {
  const mark = mail.attachments.find((a) => a.contentType === 'image/png');
  return mark ? mail.html.replace(/cid:[^"']+/g, `data:image/png;base64,${mark.content.toString('base64')}`) : mail.html;
}

/**
 * Draws the HTML part at a phone's and a desktop's width; nothing may need a sideways scroll.
 * On a blank page: the site's Content-Security-Policy would drop the mail's inline styles.
 */
async function renderMail(page: Page, mail: SentMail, outputPath: (name: string) => string) {
  await page.goto('about:blank');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(viewableHtml(mail));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The styles hold: the action is a filled button, not a bare link.
    const button = page.getByRole('link', { name: 'Verify the certificate' });
    expect(await button.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(255, 255, 255)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: outputPath(`mail-receipt-${width}.png`), fullPage: true });
  }
}

test('should mail the receipt of a purchase made in the browser, the certificate PDF attached', async ({ page, request }, testInfo) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 300);
  await waitForMail({ to: person.email, subject: 'Receipt: $300.00 added to your wallet' });
  const saved = await request.post('/api/api/operational-data/individual/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { year: lastYear, totalNoofVehicels: 1, annualCarMiles: 0, annualElectricalConsumption: 3000, annualWaterConsumption: 0 },
  });
  expect(saved.status()).toBe(201);

  await signInTo(page, '/carbon-credits', person);
  await rowOf(page, lastYear).getByRole('button', { name: 'Checkout' }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchasing Credits' });
  await expect(purchase.getByText('You pay $273.60')).toBeVisible();
  const confirmedAt = new Date();
  await purchase.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Transaction Success')).toBeVisible();

  const receipt = await waitForMail({ to: person.email, subject: 'Receipt: 24 tonnes CO2e retired', after: confirmedAt });
  expect(receipt.text).toContain('Credits: $228.00');
  expect(receipt.text).toContain('Marketplace mark-up: $45.60');
  expect(receipt.text).toContain('Total paid from your wallet: $273.60');
  const pdf = receipt.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.filename).toMatch(/^certificate-[0-9a-f-]{36}\.pdf$/);
  expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
  // The mail's verification link opens the certificate's public page.
  const verify = receipt.links.find((link) => link.includes('/verify/'))!;
  await page.goto(verify);
  await expect(page.getByRole('heading', { name: 'Certificate Verification', level: 1 })).toBeVisible();

  await renderMail(page, receipt, (name) => testInfo.outputPath(name));
});

test("should stop a notice kind from the mail's link, say which, and turn it back on", async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 20);
  await addPayoutAccount(request, token, person);
  const raised = await request.post('/api/api/wallet/individual/raise-withdrawal-request', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requestedWithdrawalAmount: 5 },
  });
  expect(raised.status()).toBe(201);
  const notice = await waitForMail({ to: person.email, subject: 'Withdrawal request received: $5.00' });
  const stop = /Stop emails about: [^:]+: (\S+)/.exec(notice.text)?.[1];
  expect(stop).toContain('/api/api/mail/unsubscribe?token=');

  // Not signed in, as from a mail reader: the link lands on the page, which stops the kind.
  await page.goto(stop!);
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  const said = page.getByRole('status').filter({ hasText: 'emails' });
  await expect(said).toHaveText('You will no longer get Withdrawal requested and decided emails.');
  await page.getByRole('button', { name: 'Turn these emails back on' }).click();
  await expect(said).toHaveText(/Withdrawal requested and decided emails are on again/);

  // The owner's Notifications page shows the switch, and flipping it saves at once.
  await signInTo(page, '/notifications', person);
  const withdrawals = page.getByRole('switch', { name: 'Withdrawal requested and decided' });
  await expect(withdrawals).toBeChecked();
  await withdrawals.click();
  await expect(toast(page, 'Withdrawal requested and decided: emails turned off')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Withdrawal requested and decided' })).not.toBeChecked();
});
