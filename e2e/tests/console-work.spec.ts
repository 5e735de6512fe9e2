import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { addPayoutAccount, approvedAccount, topUp } from './api';
import { newPerson } from './helpers';
import { checkScreen, nextCode, signedInStaff } from './staff';

// The console's working screens as their staff use them (docs/architecture.md, "The console"):
// each at three sizes with axe, and one real change through each, which the audit then shows.
// Nothing here switches a release: the journeys share one server (releases.spec.ts does that).

/** The console's links an operator gets, in their order: not the release engineer's Releases. */
const operatorScreens = ['Home', 'Reviews', 'Withdrawals', 'Projects', 'Staff', 'Mail', 'Plans and jobs', 'Audit'];

test('should let an operator review an account, pay out a withdrawal, invite staff and find it all in the audit', async ({ page, request }) => {
  // Two codes for step-ups: the second may wait for the app's next code, as a person would.
  test.setTimeout(240_000);
  const operator = await signedInStaff(page, 'operator', 'Olive Operator');
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 20);
  await addPayoutAccount(request, token, person);
  const raised = await request.post('/api/api/wallet/individual/raise-withdrawal-request', {
    headers: { Authorization: `Bearer ${token}` },
    data: { requestedWithdrawalAmount: 12.5 },
  });
  expect(raised.status(), await raised.text()).toBe(201);

  // The nav names the operator's screens, not the release engineer's.
  await page.goto('/console');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(operatorScreens);

  // Reviews: the account opened with its profile; suspended with a reason, then reinstated.
  await nav.getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await page.getByLabel('Status').selectOption('APPROVED');
  // Other journeys approve accounts too: the server searches for this one, kept in the address.
  await page.getByRole('searchbox', { name: /Account/ }).fill(person.email);
  await page.getByRole('search', { name: 'Search the accounts' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=APPROVED/);
  await expect(page.getByText('Page 1 of 1 (1 in all)')).toBeVisible();
  const open = page.getByRole('button', { name: `Open ${person.email}` });
  await open.click();
  const account = page.getByRole('region', { name: person.email });
  await expect(account).toContainText(person.name);
  await checkScreen(page, 'console-reviews');
  await account.getByRole('button', { name: 'Suspend' }).click();
  let dialog = page.getByRole('dialog', { name: `Suspend ${person.email}?` });
  await dialog.getByLabel(/Reason/).fill('Card chargeback under review');
  await dialog.getByRole('button', { name: 'Suspend account' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(account.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  await account.getByRole('button', { name: 'Reinstate' }).click();
  dialog = page.getByRole('dialog', { name: `Reinstate ${person.email}?` });
  await dialog.getByLabel(/Reason/).fill('Chargeback withdrawn');
  await dialog.getByRole('button', { name: 'Reinstate account' }).click();
  await expect(dialog).toBeHidden();

  // Withdrawals: the request in the queue, approved with a reason and the app's code.
  await nav.getByRole('link', { name: 'Withdrawals' }).click();
  const approve = page.getByRole('button', { name: `Approve the withdrawal of $12.50 for ${person.email}` });
  await expect(approve).toBeVisible();
  await checkScreen(page, 'console-withdrawals');
  await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText('IBAN ending 4300');
  // Sorted by the server from a header (oldest first already, so newest first), kept in the address.
  const requests = page.getByRole('table', { name: 'Withdrawal requests: pending' });
  await expect(requests.getByRole('columnheader', { name: /Requested/ })).toHaveAttribute('aria-sort', 'ascending');
  await requests.getByRole('button', { name: /Requested/ }).click();
  await expect(page).toHaveURL(/sort=requested&order=desc/);
  await expect(requests.getByRole('columnheader', { name: /Requested/ })).toHaveAttribute('aria-sort', 'descending');
  await approve.click();
  dialog = page.getByRole('dialog', { name: 'Approve withdrawal' });
  // The full account is for paying it out, and reading it is audited (docs/product-rules.md#money-and-payments).
  await dialog.getByRole('button', { name: 'Show account' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: 'NL91 ABNA 0417 1643 00' })).toBeVisible();
  await checkScreen(page, 'console-withdrawal-account');
  await dialog.getByLabel('Reason').fill('Bank details confirmed by phone');
  await dialog.getByLabel('Code from your authenticator app').fill(await nextCode(operator));
  await dialog.getByRole('button', { name: 'Approve and pay out' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(approve).toBeHidden();
  await page.getByLabel('Status').selectOption('COMPLETED');
  await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText('Completed');

  // Staff: the operator's own row, and an invitation sent with the next code.
  await nav.getByRole('link', { name: 'Staff' }).click();
  const members = page.getByRole('table', { name: 'Staff members' });
  await expect(members).toContainText(operator.email);
  // Sorted by the server from a header, the sort kept in the address.
  await members.getByRole('button', { name: /Name/ }).click();
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await expect(members.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await checkScreen(page, 'console-staff');
  const invited = `rhea.${Date.now()}@example.org`;
  await page.getByRole('button', { name: 'Invite a staff member' }).click();
  dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Email').fill(invited);
  await dialog.getByLabel('Full name').fill('Rhea Release');
  await dialog.getByLabel('Role').selectOption('release-engineer');
  await dialog.getByLabel('Code from your authenticator app').fill(await nextCode(operator));
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog).toBeHidden();

  // Audit: the four changes, under the operator's name, with their reasons; reloaded from the address.
  await nav.getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Who').fill(operator.name);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events).toContainText('withdrawals.approve');
  await expect(events).toContainText('withdrawals.view-account');
  await expect(events).toContainText('Bank details confirmed by phone');
  await expect(events).toContainText('accounts.suspend');
  await expect(events).toContainText('accounts.reinstate');
  await expect(events).toContainText(invited);
  await page.reload();
  await expect(page.getByLabel('Who')).toHaveValue(operator.name);
  await expect(events).toContainText('withdrawals.approve');
  // Sorted by kind on the server, kept in the address with the filter.
  await events.getByRole('button', { name: /What/ }).click();
  await expect(page).toHaveURL(/sort=kind&order=asc/);
  await expect(events.getByRole('columnheader', { name: /What/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(events.getByRole('row').nth(1)).toContainText('accounts.reinstate');
  await checkScreen(page, 'console-audit');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-events-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('should let an operator read the outbox, the job queues and what is for sale, and preview a listings file', async ({ page }) => {
  test.setTimeout(180_000);
  const operator = await signedInStaff(page, 'operator', 'Olive Operator');
  await page.goto('/console/mail');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(operatorScreens);

  // Mail: the operator's own invitation, found by address; its one-time link is not shown.
  await page.getByRole('searchbox', { name: 'Address' }).fill(operator.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const outbox = page.getByRole('table', { name: `Mail to addresses containing ${operator.email}` });
  await outbox.getByRole('button', { name: /Subject/ }).click();
  await expect(outbox.getByRole('columnheader', { name: /Subject/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: `View “Your invitation to the Carbon Commons console” to ${operator.email}` }).click();
  const mail = page.getByRole('dialog', { name: 'Your invitation to the Carbon Commons console' });
  await expect(mail).toContainText('[hidden: for the recipient only]');
  await expect(mail).not.toContainText('token=');
  await page.keyboard.press('Escape');
  await expect(mail).toBeHidden();
  await checkScreen(page, 'console-mail');

  // Plans and jobs: the queues with their counts.
  await nav.getByRole('link', { name: 'Plans and jobs' }).click();
  await expect(page.getByRole('region', { name: 'Job queues and their jobs by state' })).toContainText('mail.send');
  const plans = page.getByRole('table', { name: 'Monthly plans' });
  await plans.getByRole('button', { name: /Account/ }).click();
  await expect(page).toHaveURL(/sort=email&order=asc/);
  await expect(plans.getByRole('columnheader', { name: /Account/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Show the failed jobs of mail.send' }).click();
  await expect(page).toHaveURL(/jobs\.queue=mail\.send/);
  const failed = page.getByRole('table', { name: 'Failed jobs of mail.send, one page' });
  await failed.getByRole('button', { name: /Retries/ }).click();
  await expect(page).toHaveURL(/sort=email&order=asc.*jobs\.sort=retryCount&jobs\.order=asc/);
  await checkScreen(page, 'console-jobs');

  // Projects: what is for sale, and the shipped listings file previewed (all of it loaded already).
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('table', { name: 'Projects and their listings' })).toBeVisible();
  await page.getByLabel('The file holds').selectOption('Listings file');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'listings.json',
    mimeType: 'application/json',
    buffer: await readFile(join(import.meta.dirname, '..', '..', 'api', 'data', 'listings.json')),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('table', { name: 'What saving listings.json would do' })).toBeVisible();
  await checkScreen(page, 'console-projects');
});

test("should show a release engineer every remote's live version and health, and only the Releases screen", async ({ page }) => {
  await signedInStaff(page, 'release-engineer', 'Rhea Release');
  await page.goto('/console');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Releases']);
  await nav.getByRole('link', { name: 'Releases' }).click();
  for (const remote of ['account', 'carbon', 'wallet', 'admin', 'console']) {
    await expect(page.getByRole('region', { name: remote, exact: true })).toContainText('Live');
  }
  const history = page.getByRole('table', { name: 'Switches of the remotes' });
  await history.getByRole('button', { name: /Remote/ }).click();
  await expect(page).toHaveURL(/sort=remote&order=asc/);
  await expect(history.getByRole('columnheader', { name: /Remote/ })).toHaveAttribute('aria-sort', 'ascending');
  await checkScreen(page, 'console-releases');
  // An operator's screen is refused by the host, and its API by the server.
  await page.goto('/console/withdrawals');
  await expect(page.getByRole('alert')).toHaveText('This console page is not for your role.');
  expect((await page.request.get('/api/console/withdrawals')).status()).toBe(403);
});
