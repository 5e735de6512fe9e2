import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Person } from './helpers';
import { waitForMail } from './mailbox';

/** Profile values that complete an account, so auto review approves it. */
export const completeProfile = {
  city: 'Bristol',
  country: 'United Kingdom',
  education: 'MSc Environmental Science',
  profession: 'Energy analyst',
  nationality: 'United Kingdom',
  citizenshipNo: 'GB1234567',
  uidOfResidence: 'UID-778899',
};

/** Follows the link of the signup mail to `email`, as its owner would (withdrawals need it). */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail({ to: email, subject: 'Confirm your email address' });
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === '/verify-email');
  const verified = await request.post('/api/api/auth/individual/verify-email', { data: { token: link?.searchParams.get('token') } });
  expect(verified.status()).toBe(200);
}

/**
 * Sets up an APPROVED account with a verified address through the API, the quick way for
 * journeys about later screens. Returns its token for further API calls.
 */
export async function approvedAccount(request: APIRequestContext, person: Person): Promise<string> {
  const signup = await request.post('/api/api/auth/individual/signup', { data: person });
  expect(signup.status()).toBe(201);
  await verifyEmail(request, person.email);
  const { token } = (await signup.json()) as { token: string };
  const update = await request.post('/api/api/user/individual/update-profile-details', {
    headers: { Authorization: `Bearer ${token}` },
    data: { data: completeProfile },
  });
  expect(update.ok()).toBe(true);
  expect(((await update.json()) as { accountStatus: string }).accountStatus).toBe('APPROVED');
  return token;
}

/**
 * Gives the account a payout account through the API, as its owner would on the wallet page: a
 * withdrawal is refused without one (docs/product-rules.md#money-and-payments). The journeys'
 * server sets `PAYOUT_ACCOUNT_HOLD_HOURS=0`, so withdrawals to it open at once.
 */
export async function addPayoutAccount(request: APIRequestContext, token: string, person: Pick<Person, 'password'>) {
  const account = { kind: 'iban', holderName: 'Ada Lovelace', iban: 'NL91ABNA0417164300' };
  const set = await request.put('/api/api/wallet/individual/payout-account', {
    headers: { Authorization: `Bearer ${token}` },
    data: { account, password: person.password },
  });
  expect(set.status(), await set.text()).toBe(200);
}

/** The wallet's balance in USD. */
async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const wallet = await request.get('/api/api/wallet/individual/my-wallet', { headers: { Authorization: `Bearer ${token}` } });
  return ((await wallet.json()) as { amount: number }).amount;
}

/**
 * Pays a sandbox top-up without a browser: the session, then the hosted checkout form; returns
 * once the wallet holds the money (the webhook's job credits it moments after the payment).
 */
export async function topUp(request: APIRequestContext, token: string, person: Person, amount: number) {
  const before = await balanceOf(request, token);
  const session = await request.post('/api/api/wallet/session-url', {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount, customerEmail: person.email, idempotencyKey: crypto.randomUUID() },
  });
  expect(session.ok()).toBe(true);
  const { url } = (await session.json()) as { url: string };
  const paid = await request.post(url, {
    form: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect.poll(() => balanceOf(request, token)).toBe(before + amount);
}

/** Fills and submits the sandbox's hosted checkout page. */
export async function payOnCheckoutPage(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}
