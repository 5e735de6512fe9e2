import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { individuals } from '../../../../../src/db/schema';
import { ownerVerifyFirstMessage, verifyFirstMessage } from '../../../../../src/domains/users/verified-owner';
import { bearer } from '../../../../helpers/accounts';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { payoutReadyUser, creditWallet, ledgerOf, raiseWithdrawal } from '../../../../helpers/wallet';

const raiseUrl = '/api/api/wallet/individual/raise-withdrawal-request';

describe('a withdrawal needs the owner\'s verified address', () => {
  const ctx = useTestApp();

  /** An approved owner with 50 in the wallet, its address verified or not. */
  async function owner(verified: boolean) {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 50);
    if (!verified) await setVerified(user.individualId, null);
    return user;
  }
  const setVerified = (id: string, at: Date | null) =>
    ctx.app.db.update(individuals).set({ emailVerifiedAt: at }).where(eq(individuals.id, id));
  const raise = (token: string) =>
    ctx.app.inject({ method: 'POST', url: raiseUrl, headers: bearer(token), payload: { requestedWithdrawalAmount: 10 } });

  it('should refuse an unverified owner with what to do, and hold nothing', async () => {
    const user = await owner(false);
    const before = await ledgerOf(ctx.app.db, user.individualId);
    const response = await raise(user.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: verifyFirstMessage('withdrawal') });
    expect(await ledgerOf(ctx.app.db, user.individualId)).toEqual(before);
  });

  it("should refuse a WALLET sub-user while the owner's address is unverified, whatever its own", async () => {
    const user = await owner(false);
    const { subUser, token } = await signInSubUser(ctx.app, user.individualId, { menus: ['WALLET'] });
    await setVerified(subUser.id, new Date());
    const response = await raise(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ownerVerifyFirstMessage('withdrawal') });
    await setVerified(user.individualId, new Date());
    expect((await raise(token)).statusCode).toBe(201);
  });

  it("should let the operator approve only once the owner's address is verified; rejecting needs nothing", async () => {
    const user = await owner(true);
    const approveLater = await raiseWithdrawal(ctx.app, user.token, 10);
    const reject = await raiseWithdrawal(ctx.app, user.token, 5);
    // The address moved to an unverified one after the request (say, a change confirmed later).
    await setVerified(user.individualId, null);
    await expect(ctx.app.withdrawalOperations.decide(approveLater, 'approve', 'test')).rejects.toThrow(
      /cannot be approved: .* has not verified its email address yet/,
    );
    expect((await ctx.app.withdrawalOperations.decide(reject, 'reject', 'test')).to).toBe('REJECTED');
    await setVerified(user.individualId, new Date());
    expect((await ctx.app.withdrawalOperations.decide(approveLater, 'approve', 'test')).to).toBe('COMPLETED');
  });
});
