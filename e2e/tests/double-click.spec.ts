import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addPayoutAccount, approvedAccount, topUp } from './api';
import { keepToasts, newPerson, register, rowOf, signInTo, toast } from './helpers';
import { ops } from './operator';

// Every click counts once (docs/api.md#idempotency-key): a button that moves money or creates a
// record, double clicked with no delay, sends once; the same POST sent twice under one
// Idempotency-Key acts once.

const lastYear = new Date().getFullYear() - 1;

const errorToasts = (page: Page) => page.locator('.Toastify__toast--error');

/**
 * The requests the page sends to one API route, by their `Idempotency-Key` header (null without
 * one), to tell how many a double click sent and that each carried a key.
 */
function countRequests(page: Page, method: string, path: string) {
  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() !== method.toUpperCase() || new URL(request.url()).pathname !== `/api/api/${path}`) return;
    sent.push(request.headers()['idempotency-key'] ?? null);
  });
  return sent;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Lets a second request of a double click, had one been sent, reach the server and be answered. */
const settle = (page: Page) => page.waitForTimeout(1500);

/** An API caller with the account's token. */
function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => {
      const reply = await request.get(`/api/api/${path}`, { headers });
      expect(reply.ok(), await reply.text()).toBe(true);
      return (await reply.json()) as T;
    },
    post: (path: string, data: unknown, idempotencyKey?: string) =>
      request.post(`/api/api/${path}`, {
        headers: idempotencyKey ? { ...headers, 'Idempotency-Key': idempotencyKey } : headers,
        data,
      }),
  };
}

const balanceOf = async (caller: ReturnType<typeof api>) => (await caller.get<{ amount: number }>('wallet/individual/my-wallet')).amount;

interface Record {
  operationalDataId: string;
  year: number;
  credits: number;
  monthlyOffsetsDone: number;
}

async function saveYear(caller: ReturnType<typeof api>, data: { [field: string]: number }) {
  const saved = await caller.post('operational-data/individual/add', {
    year: lastYear,
    totalNoofVehicels: 0,
    annualCarMiles: 0,
    annualElectricalConsumption: 0,
    annualWaterConsumption: 0,
    ...data,
  });
  expect(saved.status()).toBe(201);
  return (await saved.json()) as Record;
}

test.describe('a double click with no delay sends once', () => {
  test('withdrawal Submit Request: one request, the amount held once', async ({ page, request }) => {
    const person = newPerson();
    const token = await approvedAccount(request, person);
    await topUp(request, token, person, 100);
    await addPayoutAccount(request, token, person);
    const sent = countRequests(page, 'post', 'wallet/individual/raise-withdrawal-request');
    await signInTo(page, '/wallet', person);

    await page.getByRole('button', { name: 'Request Withdrawal' }).click();
    await page.getByLabel('Amount (USD)').fill('30');
    await page.getByRole('button', { name: 'Submit Request' }).dblclick({ delay: 0 });
    await expect(toast(page, 'Withdrawal Request Created')).toBeVisible();
    await settle(page);

    const caller = api(request, token);
    const pending = await caller.get<{ requests: unknown[] }>('wallet/individual/withdrawal-requests/pending');
    expect(pending.requests).toHaveLength(1);
    expect(await balanceOf(caller)).toBe(70);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(uuid);
    await expect(errorToasts(page)).toHaveCount(0);
  });

  test('top-up Continue to Payment: one payment session, one tab', async ({ page, request }) => {
    const person = newPerson();
    await approvedAccount(request, person);
    const sent = countRequests(page, 'post', 'wallet/session-url');
    await signInTo(page, '/wallet', person);

    await page.getByRole('button', { name: 'Top Up' }).click();
    await page.getByLabel('Amount (USD)').fill('25');
    const firstTab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Continue to Payment' }).dblclick({ delay: 0 });
    await (await firstTab).waitForLoadState();
    await settle(page);

    expect(sent).toHaveLength(1);

    expect(sent[0]).toMatch(uuid);
    // The wallet's own tab and the one payment tab.
    expect(page.context().pages()).toHaveLength(2);
  });

  test('purchase Confirm: one checkout, charged once, with one success', async ({ page, request }) => {
    const person = newPerson();
    const token = await approvedAccount(request, person);
    await topUp(request, token, person, 1000);
    const caller = api(request, token);
    await saveYear(caller, { annualElectricalConsumption: 10_000 });
    const sent = countRequests(page, 'post', 'operational-data/individual/checkout');
    // The success toast is counted at the end: it must outlive a slow machine's checks.
    await keepToasts(page);
    await signInTo(page, '/carbon-credits', person);

    await rowOf(page, String(lastYear)).getByRole('button', { name: 'Checkout' }).click();
    const purchase = page.getByRole('dialog', { name: 'Purchasing Credits' });
    await expect(purchase.getByText('Enough for this purchase.', { exact: false })).toBeVisible();
    const youPay = await purchase.getByText(/^You pay \$[\d,.]+$/).textContent();
    const cost = Number(youPay!.replace(/[^\d.]/g, ''));
    await purchase.getByRole('button', { name: 'Confirm' }).dblclick({ delay: 0 });
    await expect(toast(page, 'Transaction Success')).toBeVisible();
    await purchase.getByRole('button', { name: 'Done' }).click();
    await expect(purchase).toBeHidden();
    await settle(page);

    expect(sent).toHaveLength(1);

    expect(sent[0]).toMatch(uuid);
    expect(await balanceOf(caller)).toBeCloseTo(1000 - cost, 2);
    await expect(errorToasts(page)).toHaveCount(0);
    await expect(toast(page, 'Transaction Success')).toHaveCount(1);
  });

  test('Confirm Offset: one monthly offset, charged once', async ({ page, request }) => {
    const person = newPerson();
    const token = await approvedAccount(request, person);
    await topUp(request, token, person, 1000);
    const caller = api(request, token);
    const record = await saveYear(caller, { annualElectricalConsumption: 10_000 });
    const listing = await caller.post('carbon-credits/individual/get-fifo-listing', { requiredQuantity: 12 });
    const { listingId } = (await listing.json()) as { listingId: string };
    expect((await caller.post('operational-data/individual/checkout', { listingId, operationalDataId: record.operationalDataId })).ok()).toBe(true);
    // The actual emissions turn out higher than the estimate: the year is GRAY again and offers Offset.
    await ops('operational-data', 'approve', record.operationalDataId, '--emissions', '30');
    const before = await balanceOf(caller);
    const sent = countRequests(page, 'post', 'carbon-offsets/individual/monthly-offset');
    await signInTo(page, '/carbon-credits', person);

    await rowOf(page, String(lastYear)).getByRole('button', { name: 'Offset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Monthly Offset' });
    const offer = await dialog.getByText(/^Offset /).textContent();
    const cost = Number(offer!.match(/for \$([\d,.]+)/)![1]!.replace(/,/g, ''));
    await dialog.getByRole('button', { name: 'Confirm Offset' }).dblclick({ delay: 0 });
    await expect(toast(page, 'Transaction Success')).toBeVisible();
    await settle(page);

    expect(sent).toHaveLength(1);

    expect(sent[0]).toMatch(uuid);
    const records = await caller.get<Record[]>('operational-data/individual');
    expect(records.find((one) => one.operationalDataId === record.operationalDataId)?.monthlyOffsetsDone).toBe(1);
    expect(await balanceOf(caller)).toBeCloseTo(before - cost, 2);
    await expect(errorToasts(page)).toHaveCount(0);
  });

  test('Add Member and operational data Save: one family member, one year', async ({ page, request }) => {
    const person = newPerson();
    const token = await approvedAccount(request, person);
    const caller = api(request, token);
    const members = countRequests(page, 'post', 'user/individual/add-family-member');
    const saves = countRequests(page, 'post', 'operational-data/individual/add');
    await signInTo(page, '/wizard', person);

    await page.getByRole('button', { name: 'Step 1: Family Members' }).click();
    await page.getByRole('button', { name: 'Add Family Member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Relation').selectOption('Spouse');
    await dialog.getByLabel('Member Name').fill('Ingrid Nakamura');
    await dialog.getByLabel('Member ID').fill('M-2211');
    await dialog.getByLabel('Country Residence').selectOption('Norway');
    await dialog.getByLabel('Nationality').selectOption('Japan');
    await dialog.getByLabel('Citizenship No.').fill('JP-77310');
    await dialog.getByRole('button', { name: 'Add Member' }).dblclick({ delay: 0 });
    await expect(toast(page, 'Member Added')).toBeVisible();
    await settle(page);
    expect(members).toHaveLength(1);
    expect(members[0]).toMatch(uuid);
    expect(await caller.get<unknown[]>('user/individual/family-members')).toHaveLength(1);

    await page.getByRole('button', { name: 'Step 2: Operational Data' }).click();
    await page.getByLabel('Total No. Of Vehicles').fill('1');
    await page.getByLabel('Annual Electricity Consumption (Kwh)').fill('3000');
    await page.getByRole('button', { name: 'Save' }).dblclick({ delay: 0 });
    await expect(rowOf(page, String(lastYear)).getByText('ESTIMATED')).toBeVisible();
    await settle(page);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatch(uuid);
    expect(await caller.get<Record[]>('operational-data/individual')).toHaveLength(1);
    await expect(errorToasts(page)).toHaveCount(0);
  });

  test('Create Group Policy and Create Sub User: one policy, one sub-user', async ({ page, request }) => {
    const owner = newPerson();
    const token = await approvedAccount(request, owner);
    const caller = api(request, token);
    const member = newPerson();
    const policyName = `Wallet only ${Date.now().toString(36)}`;
    const policies = countRequests(page, 'post', 'group-policy/individual');
    const subUsers = countRequests(page, 'post', 'user/individual/create-subuser');
    await signInTo(page, '/group-policy', owner);

    await page.getByRole('button', { name: 'Add Group Policy' }).click();
    const policy = page.getByRole('dialog', { name: 'Add Group Policy' });
    await policy.getByLabel('Name').fill(policyName);
    await policy.getByLabel('Role').fill('Family member');
    await policy.getByRole('group', { name: 'Menus' }).getByRole('checkbox', { name: 'Wallet' }).check();
    await policy.getByRole('button', { name: 'Create Group Policy' }).dblclick({ delay: 0 });
    await expect(toast(page, 'Group Policy Created')).toBeVisible();
    await settle(page);
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatch(uuid);
    const allPolicies = await caller.post('group-policy/individual/get-all-group-policies', { limit: 100, cursor: null });
    const { groupPolicies } = (await allPolicies.json()) as { groupPolicies: { name: string }[] };
    expect(groupPolicies.filter((one) => one.name === policyName)).toHaveLength(1);

    await page.goto('/iam-policy');
    await page.getByRole('button', { name: 'Add Sub User' }).click();
    const subUser = page.getByRole('dialog', { name: 'Add Sub User' });
    await subUser.getByLabel('Name').fill(member.name);
    await subUser.getByLabel('Email').fill(member.email);
    await subUser.getByLabel('Phone').fill(member.phone);
    await subUser.getByLabel('Password', { exact: true }).fill(member.password);
    await subUser.getByRole('combobox', { name: 'Group Policy' }).selectOption({ label: policyName });
    await subUser.getByRole('button', { name: 'Create Sub User' }).dblclick({ delay: 0 });
    await expect(toast(page, 'Sub User Created')).toBeVisible();
    await settle(page);
    expect(subUsers).toHaveLength(1);
    expect(subUsers[0]).toMatch(uuid);
    const list = await caller.post('user/individual/my-subusers', { limit: 10, cursor: null });
    expect(list.ok(), await list.text()).toBe(true);
    const { subUsers: rows } = (await list.json()) as { subUsers: { email?: string; individualEmail?: string }[] };
    expect(rows.filter((row) => JSON.stringify(row).includes(member.email))).toHaveLength(1);
    await expect(errorToasts(page)).toHaveCount(0);
  });

  test('document Upload: one document', async ({ page }) => {
    const person = newPerson();
    const uploads = countRequests(page, 'post', 'user/individual/documents');
    await register(page, person);
    await expect(page).toHaveURL(/\/profile$/);
    const panel = page.getByRole('region', { name: 'Documents', exact: true });
    await panel.getByLabel('Kind').selectOption('Passport');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 1)]);
    await panel.getByLabel(/^File/).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await panel.getByRole('button', { name: 'Upload' }).dblclick({ delay: 0 });
    await expect(panel.getByRole('row').filter({ hasText: 'passport.png' })).toContainText('PENDING');
    await settle(page);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(uuid);
    await expect(panel.getByRole('row').filter({ hasText: 'passport.png' })).toHaveCount(1);
    await expect(errorToasts(page)).toHaveCount(0);
  });
});

// The server's side of the promise: a client that retries with its key after a lost answer, or
// sends twice at once, still acts once (a server ignoring the header fails these: it acts twice).
test.describe('the same POST twice under one key acts once', () => {
  test('withdrawal request: the first answer again, the amount held once; another body refused', async ({ request }) => {
    const person = newPerson();
    const token = await approvedAccount(request, person);
    await topUp(request, token, person, 100);
    await addPayoutAccount(request, token, person);
    const caller = api(request, token);
    const key = crypto.randomUUID();

    const first = await caller.post('wallet/individual/raise-withdrawal-request', { requestedWithdrawalAmount: 30 }, key);
    const second = await caller.post('wallet/individual/raise-withdrawal-request', { requestedWithdrawalAmount: 30 }, key);
    expect(first.status()).toBe(201);
    expect(second.status()).toBe(first.status());
    expect(await second.json()).toEqual(await first.json());
    const pending = await caller.get<{ requests: unknown[] }>('wallet/individual/withdrawal-requests/pending');
    expect(pending.requests).toHaveLength(1);
    expect(await balanceOf(caller)).toBe(70);

    const other = await caller.post('wallet/individual/raise-withdrawal-request', { requestedWithdrawalAmount: 40 }, key);
    expect(other.status()).toBeGreaterThanOrEqual(400);
    expect(other.status()).toBeLessThan(500);
    expect(((await other.json()) as { message?: string }).message).toBeTruthy();
    expect(await balanceOf(caller)).toBe(70);
  });

  test('checkout: the first answer again, charged once', async ({ request }) => {
    const person = newPerson();
    const token = await approvedAccount(request, person);
    await topUp(request, token, person, 1000);
    const caller = api(request, token);
    const record = await saveYear(caller, { annualElectricalConsumption: 10_000 });
    const listing = await caller.post('carbon-credits/individual/get-fifo-listing', { requiredQuantity: 12 });
    const { listingId } = (await listing.json()) as { listingId: string };
    const key = crypto.randomUUID();
    const body = { listingId, operationalDataId: record.operationalDataId };

    const first = await caller.post('operational-data/individual/checkout', body, key);
    expect(first.ok()).toBe(true);
    const afterFirst = await balanceOf(caller);
    const second = await caller.post('operational-data/individual/checkout', body, key);
    expect(second.status()).toBe(first.status());
    expect(await second.json()).toEqual(await first.json());
    expect(await balanceOf(caller)).toBe(afterFirst);
  });

  test('family member, sent at once twice: one member', async ({ request }) => {
    const person = newPerson();
    const token = await approvedAccount(request, person);
    const caller = api(request, token);
    const key = crypto.randomUUID();
    const member = {
      memberRelation: 'Spouse',
      memberName: 'Ingrid Nakamura',
      memberId: 'M-2211',
      countryResidence: 'Norway',
      nationality: 'Japan',
      memberCitizenshipNo: 'JP-77310',
    };
    const [first, second] = await Promise.all([
      caller.post('user/individual/add-family-member', member, key),
      caller.post('user/individual/add-family-member', member, key),
    ]);
    // The one that came second may get the first's answer or be told the first is still running.
    expect([first, second].some((reply) => reply.ok())).toBe(true);
    for (const reply of [first, second]) expect(reply.ok() || reply.status() === 409, await reply.text()).toBe(true);
    expect(await caller.get<unknown[]>('user/individual/family-members')).toHaveLength(1);
  });
});
