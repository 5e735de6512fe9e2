import { expect, test } from '@playwright/test';
import { addPayoutAccount, approvedAccount, topUp } from './api';
import { login, newPerson } from './helpers';

test('should cancel a pending withdrawal and return its amount to the balance', async ({ page, request }) => {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 50);
  await addPayoutAccount(request, token, person);
  const raised = await request.post('/api/api/wallet/individual/raise-withdrawal-request', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requestedWithdrawalAmount: 20 },
  });
  expect(raised.status()).toBe(201);

  await page.goto('/wallet');
  await login(page, person);
  const balance = page.getByRole('region', { name: 'Wallet Balance' }).locator('p').first();
  await expect(balance).toHaveText('$30.00');
  await page.getByRole('tab', { name: 'Pending' }).click();
  const pending = page.getByRole('tabpanel', { name: 'Pending' });
  await pending.getByRole('button', { name: /^Cancel withdrawal request/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Withdrawal Request' });
  await expect(dialog).toContainText('$20.00');
  await dialog.getByRole('button', { name: 'Confirm Cancel' }).dblclick();

  await expect(page.getByText('Withdrawal Request Cancelled')).toBeVisible();
  await expect(balance).toHaveText('$50.00');
  await expect(pending.getByRole('button', { name: /^Cancel withdrawal request/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Rejected' }).getByText('Cancelled')).toBeVisible();
});
