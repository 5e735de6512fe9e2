import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noPayoutAccountMessage } from '@commons/shared/domain';
import { payoutAccounts, withdrawalRequests } from '../../../../../src/db/schema';
import { createPayoutSeals } from '../../../../../src/domains/wallet/payout-account-seals';
import { readAccountRecords } from '../../../../../src/domains/your-data/export-records';
import { bearer, validSignup } from '../../../../helpers/accounts';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { outboxTo } from '../../../../helpers/outbox';
import { codeAt, enableTwoFactor, roomInStep } from '../../../../helpers/two-factor';
import { adaIban, approvedUser, creditWallet, givePayoutAccount, raiseWithdrawal } from '../../../../helpers/wallet';

const url = '/api/api/wallet/individual/payout-account';
const raiseUrl = '/api/api/wallet/individual/raise-withdrawal-request';
const { password } = validSignup();
const usAccount = { kind: 'us', holderName: 'Grace Hopper', accountNumber: '000123456789', routingNumber: '021000021' };

describe('the payout account', () => {
  const ctx = useTestApp();
  const put = (token: string, payload: object) => ctx.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  const read = (token: string) => ctx.app.inject({ url, headers: bearer(token) });
  const raise = (token: string, amount: number) =>
    ctx.app.inject({ method: 'POST', url: raiseUrl, headers: bearer(token), payload: { requestedWithdrawalAmount: amount } });
  const notices = async (email: string) =>
    (await outboxTo(ctx.app.db, email)).filter((mail) => mail.subject === 'Your payout account changed');
  const kept = async (ownerId: string) => (await ctx.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId)))[0];

  it('should keep an IBAN sealed, answer it masked with its hold, and mail a notice', async () => {
    const owner = await approvedUser(ctx.app);
    const response = await put(owner.token, { account: { ...adaIban, iban: 'nl91 abna 0417 1643 00' }, password });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.account).toEqual({ kind: 'iban', holderName: 'Ada Lovelace', last4: '4300', label: 'IBAN ending 4300' });
    expect(Date.parse(reply.holdUntil) - Date.parse(reply.changedAt)).toBe(24 * 3_600_000);
    expect(response.body).not.toContain('NL91ABNA');
    const row = await kept(owner.individualId);
    expect(row!.sealed).not.toContain('NL91');
    expect(createPayoutSeals(ctx.app.config).open(row!.sealed, owner.individualId)).toEqual(adaIban);
    const [mail] = await notices(owner.individualEmail);
    expect(mail!.text).toContain('IBAN ending 4300 (Ada Lovelace)');
    expect(mail!.text).toContain('If this was not you');
    expect(mail!.text).not.toContain('NL91ABNA');
    expect((await read(owner.token)).json()).toEqual(reply);
  });

  it('should take a US account and name the account before and after in the notice of a change', async () => {
    const owner = await approvedUser(ctx.app);
    await givePayoutAccount(ctx.app, owner.individualId);
    const response = await put(owner.token, { account: usAccount, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().account.label).toBe('US account ending 6789');
    const [mail] = await notices(owner.individualEmail);
    expect(mail!.text).toMatch(/Before[^\n]*IBAN ending 4300 \(Ada Lovelace\)/);
    expect(mail!.text).toMatch(/Now[^\n]*US account ending 6789 \(Grace Hopper\)/);
  });

  it.each([
    ['an IBAN with a wrong check digit', { account: { ...adaIban, iban: 'NL91ABNA0417164301' }, password }, /IBAN is not valid/],
    ['a routing number with a wrong check digit', { account: { ...usAccount, routingNumber: '021000022' }, password }, /routing number is not valid/],
    ['no holder', { account: { ...adaIban, holderName: ' ' }, password }, /holder's name/],
    ['an unknown kind', { account: { kind: 'swift', holderName: 'Ada' }, password }, /IBAN or a US account/],
    ['no password', { account: adaIban }, /Current password is required/],
    ['a wrong password', { account: adaIban, password: 'not the password' }, /^The current password is not correct$/],
  ])('should refuse %s with a clear 400 and keep nothing', async (_case, payload, message) => {
    const owner = await approvedUser(ctx.app);
    const response = await put(owner.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await kept(owner.individualId)).toBeUndefined();
    expect(await notices(owner.individualEmail)).toEqual([]);
  });

  it('should ask for the code when two-factor is on, refuse a wrong one, and take the right one', async () => {
    const owner = await approvedUser(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, owner.token, password);
    const missing = await put(owner.token, { account: adaIban, password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Two-factor sign-in is on: enter the current code/);
    const wrong = await put(owner.token, { account: adaIban, password, code: '000000' === (await codeAt(secret)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/code is not right/);
    expect(await kept(owner.individualId)).toBeUndefined();
    expect(await notices(owner.individualEmail)).toEqual([]);
    await roomInStep();
    const right = await put(owner.token, { account: adaIban, password, code: await codeAt(secret, 1) });
    expect(right.statusCode).toBe(200);
    expect(await kept(owner.individualId)).toBeDefined();
  });

  it('should refuse sub-users, even with the wallet menu, and show them no destination', async () => {
    const owner = await approvedUser(ctx.app);
    await givePayoutAccount(ctx.app, owner.individualId);
    await creditWallet(ctx.app, owner.individualId, 20);
    const { token } = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET'], password });
    expect((await read(token)).statusCode).toBe(403);
    expect((await put(token, { account: usAccount, password })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(token) })).statusCode).toBe(403);
    const raised = await raise(token, 5);
    expect(raised.statusCode).toBe(201);
    expect(raised.json().paidTo).toBeNull();
    expect((await kept(owner.individualId))!.holderName).toBe('Ada Lovelace');
  });

  it('should refuse a withdrawal without a payout account, holding no money', async () => {
    const owner = await approvedUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 20);
    const refused = await raise(owner.token, 5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: noPayoutAccountMessage });
    expect(await ctx.app.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.walletId, owner.individualId))).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/api/wallet/individual/my-wallet', headers: bearer(owner.token) })).json().amount).toBe(20);
  });

  it('should refuse a withdrawal within 24 hours of a change, naming when it opens in UTC', async () => {
    const owner = await approvedUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 20);
    const set = await put(owner.token, { account: adaIban, password });
    const opens = set.json().holdUntil.slice(0, 16).replace('T', ' ');
    const refused = await raise(owner.token, 5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Your payout account changed less than 24 hours ago: withdrawals to it open at ${opens} UTC`);
    expect(await ctx.app.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.walletId, owner.individualId))).toEqual([]);
  });

  it('should take the whole balance, cents included, to the masked account', async () => {
    const owner = await approvedUser(ctx.app);
    await givePayoutAccount(ctx.app, owner.individualId);
    await creditWallet(ctx.app, owner.individualId, 20.57);
    const raised = await raise(owner.token, 20.57);
    expect(raised.statusCode).toBe(201);
    expect(raised.json()).toMatchObject({ amount: 20.57, paidTo: 'IBAN ending 4300 (Ada Lovelace)' });
    expect((await ctx.app.inject({ url: '/api/api/wallet/individual/my-wallet', headers: bearer(owner.token) })).json().amount).toBe(0);
    const pending = (await ctx.app.inject({ url: '/api/api/wallet/individual/withdrawal-requests/pending', headers: bearer(owner.token) })).json();
    expect(pending.requests[0].paidTo).toBe('IBAN ending 4300 (Ada Lovelace)');
    const mails = await outboxTo(ctx.app.db, owner.individualEmail);
    expect(mails.at(-1)!.text).toContain('IBAN ending 4300 (Ada Lovelace)');
  });

  it('should keep the destination a request was made to when the account changes or goes', async () => {
    const owner = await approvedUser(ctx.app);
    await givePayoutAccount(ctx.app, owner.individualId);
    await creditWallet(ctx.app, owner.individualId, 20);
    const requestId = await raiseWithdrawal(ctx.app, owner.token, 5);
    expect((await put(owner.token, { account: usAccount, password })).statusCode).toBe(200);
    const [request] = await ctx.app.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, requestId));
    expect(request!.paidTo).toBe('IBAN ending 4300 (Ada Lovelace)');
    expect(createPayoutSeals(ctx.app.config).open(request!.paidToSealed!, requestId)).toEqual(adaIban);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).json()).toEqual({ account: null, changedAt: null, holdUntil: null, holdHours: 24 });
    const pending = (await ctx.app.inject({ url: '/api/api/wallet/individual/withdrawal-requests/pending', headers: bearer(owner.token) })).json();
    expect(pending.requests[0].paidTo).toBe('IBAN ending 4300 (Ada Lovelace)');
  });

  it("should export the account masked, and no request's sealed copy", async () => {
    const owner = await approvedUser(ctx.app);
    await givePayoutAccount(ctx.app, owner.individualId);
    await creditWallet(ctx.app, owner.individualId, 20);
    await raiseWithdrawal(ctx.app, owner.token, 5);
    const records = await readAccountRecords(ctx.app.db, owner.individualId);
    expect(records.payoutAccount).toEqual({ kind: 'iban', holderName: 'Ada Lovelace', last4: '4300', changedAt: expect.any(Date) });
    expect(records.withdrawals[0]).toMatchObject({ paidTo: 'IBAN ending 4300 (Ada Lovelace)' });
    expect(JSON.stringify(records)).not.toMatch(/NL91|sb1\./);
  });
});
