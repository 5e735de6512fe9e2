import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, completeProfile, signUp } from '../../../../helpers/accounts';
import { setStatus, signInSubUser } from '../../../../helpers/account-state';
import { call, createPolicy, createSubUser, logIn } from '../../../../helpers/admin';
import { operatorToken, useTestApp } from '../../../../helpers/build';
import { payoutReadyUser, creditWallet, raiseWithdrawal } from '../../../../helpers/wallet';
import { wallets } from '../../../../../src/db/schema';

const profileUrl = '/api/api/user/individual/my-profile';
const walletUrl = '/api/api/wallet/individual/my-wallet';
const policyUrl = '/api/api/user/individual/my-assigned-group-policy';

/**
 * Sessions and my-wallet's balance are served from memory once read
 * (docs/api.md#sessions-and-balances-in-memory). Each test reads
 * twice first, so the second read came from the copy, then changes what it stands for and
 * expects the very next request to see it.
 */
describe('sessions and balances kept in memory', () => {
  const ctx = useTestApp();
  const get = (url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) });
  const warm = async (url: string, token: string) => {
    for (let i = 0; i < 2; i += 1) expect((await get(url, token)).statusCode).toBe(200);
  };

  afterEach(() => vi.useRealTimers());

  it('should refuse a token at once after its logout', async () => {
    const user = await payoutReadyUser(ctx.app);
    await warm(walletUrl, user.token);
    await get('/api/api/user/logout', user.token);
    expect((await get(walletUrl, user.token)).statusCode).toBe(401);
  });

  it('should refuse the wallet at once after an operator suspends the account', async () => {
    const user = await payoutReadyUser(ctx.app);
    await warm(walletUrl, user.token);
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/accounts/suspend',
      headers: bearer(operatorToken),
      payload: { email: user.individualEmail },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await get(walletUrl, user.token)).statusCode).toBe(403);
    expect((await get(profileUrl, user.token)).json()).toMatchObject({ accountStatus: 'SUSPENDED' });
  });

  it('should see a status written straight into the database, as plain SQL would', async () => {
    const user = await payoutReadyUser(ctx.app);
    await warm(walletUrl, user.token);
    await setStatus(ctx.database.db, user.individualId, 'REVIEWING');
    expect((await get(walletUrl, user.token)).statusCode).toBe(403);
    expect((await get(profileUrl, user.token)).json()).toMatchObject({ accountStatus: 'REVIEWING' });
  });

  it('should show a profile edit on the next my-profile', async () => {
    const { user } = await signUp(ctx.app);
    await warm(profileUrl, user.token);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/api/user/individual/update-profile/${user.individualId}`,
      headers: bearer(user.token),
      payload: { ...completeProfile(), profession: 'Glaciologist' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(profileUrl, user.token)).json()).toMatchObject({ individualProfession: 'Glaciologist' });
  });

  it("should take a sub-user's wallet away at once when its owner is suspended", async () => {
    const owner = await payoutReadyUser(ctx.app);
    const { token } = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET'] });
    await warm(walletUrl, token);
    await setStatus(ctx.database.db, owner.individualId, 'SUSPENDED');
    expect((await get(walletUrl, token)).statusCode).toBe(403);
  });

  it("should take a sub-user's menus away at once when its policy is deactivated", async () => {
    const owner = await payoutReadyUser(ctx.app);
    const policy = await createPolicy(ctx.app, owner.token, { menus: ['WALLET'] });
    const subUser = await createSubUser(ctx.app, owner.token, policy.groupPolicyId);
    const { token } = await logIn(ctx.app, subUser.individualEmail);
    await warm(walletUrl, token);
    const data = { name: policy.name, role: policy.role, menus: policy.menus, active: false };
    const edited = await call(ctx.app, owner.token, 'PUT', 'group-policy/individual', { groupPolicyId: policy.groupPolicyId, data });
    expect(edited.statusCode).toBe(200);
    expect((await get(walletUrl, token)).statusCode).toBe(403);
    expect((await get(policyUrl, token)).json()).toEqual({ menus: [] });
  });

  it("should refuse a deleted sub-user's token at once", async () => {
    const owner = await payoutReadyUser(ctx.app);
    const policy = await createPolicy(ctx.app, owner.token, { menus: ['WALLET'] });
    const subUser = await createSubUser(ctx.app, owner.token, policy.groupPolicyId);
    const { token } = await logIn(ctx.app, subUser.individualEmail);
    await warm(walletUrl, token);
    const deleted = await call(ctx.app, owner.token, 'POST', 'user/individual/delete-subuser', { subUserId: subUser.individualId });
    expect(deleted.statusCode).toBe(200);
    expect((await get(walletUrl, token)).statusCode).toBe(401);
  });

  it('should refuse a token once it has expired, with no write to tell', async () => {
    const user = await payoutReadyUser(ctx.app);
    await warm(walletUrl, user.token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    expect((await get(walletUrl, user.token)).statusCode).toBe(401);
  });

  it("should answer each token with its own account's data, whatever was read before", async () => {
    const [first, second] = [await payoutReadyUser(ctx.app), await payoutReadyUser(ctx.app)];
    for (let i = 0; i < 3; i += 1) {
      expect((await get(profileUrl, first.token)).json()).toMatchObject({ individualId: first.individualId });
      expect((await get(profileUrl, second.token)).json()).toMatchObject({ individualId: second.individualId });
    }
  });

  it('should show every change of the balance on the next my-wallet', async () => {
    const user = await payoutReadyUser(ctx.app);
    const balance = async () => (await get(walletUrl, user.token)).json<{ amount: number }>().amount;
    await warm(walletUrl, user.token);
    await creditWallet(ctx.app, user.individualId, 40);
    expect(await balance()).toBe(40);
    expect(await balance()).toBe(40);
    await raiseWithdrawal(ctx.app, user.token, 15);
    expect(await balance()).toBe(25);
    await ctx.database.db.update(wallets).set({ balanceCents: 100 }).where(eq(wallets.ownerId, user.individualId));
    expect(await balance()).toBe(1);
  });

  it("should never answer one account's balance to another", async () => {
    const [first, second] = [await payoutReadyUser(ctx.app), await payoutReadyUser(ctx.app)];
    await creditWallet(ctx.app, first.individualId, 7);
    for (let i = 0; i < 3; i += 1) {
      expect((await get(walletUrl, first.token)).json()).toEqual({ amount: 7 });
      expect((await get(walletUrl, second.token)).json()).toEqual({ amount: 0 });
    }
  });
});
