import { expect, test, type Page } from '@playwright/test';
import { addPayoutAccount, approvedAccount, payOnCheckoutPage, topUp } from './api';
import { login, newPerson, type Person } from './helpers';
import { waitForMail } from './mailbox';
import { ops } from './operator';
import { checkScreen } from './staff';

async function signInToWallet(page: Page, person: Person) {
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, person);
  await expect(page).toHaveURL(/\/wallet$/);
}

/** The balance figure, read from the card a person sees it on. */
const balance = (page: Page) => page.getByRole('region', { name: 'Wallet Balance' }).locator('p').first();

/** Opens the top-up popup and continues to the payment tab it opens. */
async function startTopUp(page: Page, amount: number) {
  await page.getByRole('button', { name: 'Top Up' }).click();
  await page.getByLabel('Amount (USD)').fill(String(amount));
  const [paymentTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Continue to Payment' }).click(),
  ]);
  await paymentTab.waitForLoadState();
  return paymentTab;
}

test('should top up 25 with the sandbox card and show the new balance', async ({ page, request }) => {
  const person = newPerson();
  await approvedAccount(request, person);
  await signInToWallet(page, person);
  await expect(balance(page)).toHaveText('$0.00');

  const paymentTab = await startTopUp(page, 25);
  await expect(paymentTab.getByText('$25.00').first()).toBeVisible();
  await payOnCheckoutPage(paymentTab, '4242 4242 4242 4242');

  await expect(paymentTab).toHaveURL(/\/wallet$/);
  await expect(paymentTab.getByText('Payment Successful')).toBeVisible();
  await expect(balance(paymentTab)).toHaveText('$25.00');

  // Coming back to the first tab: TanStack Query refetches when the page becomes visible again.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(balance(page)).toHaveText('$25.00');
});

test('should leave the balance unchanged when the card is declined', async ({ page, request }) => {
  const person = newPerson();
  await approvedAccount(request, person);
  await signInToWallet(page, person);

  const paymentTab = await startTopUp(page, 40);
  await payOnCheckoutPage(paymentTab, '4000 0000 0000 0002');
  await expect(paymentTab.getByText('Your card was declined.')).toBeVisible();
  await paymentTab.close();

  await page.reload();
  await expect(balance(page)).toHaveText('$0.00');
});

test('should hold a withdrawal under Pending, and restore the balance once an operator rejects it', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 100);
  await addPayoutAccount(request, token, person);
  await signInToWallet(page, person);
  await expect(balance(page)).toHaveText('$100.00');

  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await page.getByLabel('Amount (USD)').fill('30');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Withdrawal Request Created' })).toBeVisible();
  await expect(balance(page)).toHaveText('$70.00');

  await page.getByRole('tab', { name: 'Pending' }).click();
  const pending = page.getByRole('tabpanel');
  await expect(pending.getByText('$30.00')).toBeVisible();

  const listing = await ops('withdrawals', 'list', '--status', 'PENDING');
  const line = listing.split('\n').find((row) => row.includes(person.email));
  const requestId = line?.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0];
  expect(requestId, listing).toBeTruthy();
  expect(await ops('withdrawals', 'reject', requestId!)).toContain('rejected');

  await page.reload();
  await expect(balance(page)).toHaveText('$100.00');
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page.getByRole('tabpanel').getByText('$30.00')).toBeVisible();
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('tabpanel').getByText('No records yet')).toBeVisible();
});

// The journeys' server holds no withdrawal after a change (PAYOUT_ACCOUNT_HOLD_HOURS=0): the
// 24-hour hold itself is the API tests' (docs/product-rules.md#money-and-payments).
test('should add a payout account, say where the money goes, and withdraw the whole balance, cents included', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 100);
  await signInToWallet(page, person);

  await page.getByRole('button', { name: 'Payout Account' }).click();
  const popup = page.getByRole('dialog', { name: 'Payout Account' });
  await popup.getByLabel("Account holder's name").fill('Ada Lovelace');
  await popup.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
  await popup.getByLabel('Current password').fill(person.password);
  await popup.getByRole('button', { name: 'Save Payout Account' }).click();
  await expect(popup.getByText('This IBAN is not valid: check its country code, length and digits')).toBeVisible();
  await checkScreen(page, 'wallet-payout-account');
  await popup.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await popup.getByRole('button', { name: 'Save Payout Account' }).dblclick();
  await expect(popup).toBeHidden();
  expect((await waitForMail({ to: person.email, subject: 'Your payout account changed' })).text).toContain('IBAN ending 4300');

  // Part first, so the balance left has cents: then all of it.
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  const withdrawal = page.getByRole('dialog', { name: 'Withdrawal Request' });
  await expect(withdrawal.getByText('Paid to: IBAN ending 4300 (Ada Lovelace)')).toBeVisible();
  await withdrawal.getByLabel('Amount (USD)').fill('30.25');
  await withdrawal.getByRole('button', { name: 'Submit Request' }).click();
  await expect(balance(page)).toHaveText('$69.75');

  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await withdrawal.getByRole('button', { name: 'Whole balance' }).click();
  await expect(withdrawal.getByLabel('Amount (USD)')).toHaveValue('69.75');
  await checkScreen(page, 'wallet-withdrawal');
  await withdrawal.getByRole('button', { name: 'Submit Request' }).click();
  await expect(withdrawal).toBeHidden();
  await expect(balance(page)).toHaveText('$0.00');
  await page.getByRole('tab', { name: 'Pending' }).click();
  const pending = page.getByRole('tabpanel');
  await expect(pending.getByRole('row').filter({ hasText: '$69.75' })).toContainText('IBAN ending 4300');
});

test('should page a long history ten rows at a time with Load More', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  for (let i = 1; i <= 12; i += 1) await topUp(request, token, person, i);
  await signInToWallet(page, person);

  await page.getByRole('tab', { name: 'Completed' }).click();
  const rows = page.getByRole('tabpanel').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});
