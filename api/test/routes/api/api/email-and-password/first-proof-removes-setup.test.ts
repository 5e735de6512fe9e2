import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupPolicies, individuals, publicPages, twoFactorSecrets, type AccountTokenPurpose } from '../../../../../src/db/schema';
import { issueToken } from '../../../../../src/domains/email-and-password/account-tokens';
import { bearer } from '../../../../helpers/accounts';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { outboxTo } from '../../../../helpers/outbox';
import { approvedUser } from '../../../../helpers/wallet';

const newPassword = 'a brand new passphrase';

describe("the first proof of an owner's address removes what was set up before it", () => {
  const ctx = useTestApp();

  const myProfile = (token: string) => ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(token) });
  const linkFor = (individualId: string, purpose: AccountTokenPurpose, email: string) =>
    ctx.app.db.transaction((tx) => issueToken(tx, individualId, purpose, email));
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/verify-email', payload: { token } });
  const reset = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/reset-password', payload: { token, password: newPassword } });

  /** An owner with a sub-user (signed in), its policy, two-factor on and a public page; verified or not. */
  async function setUpOwner(verified: boolean) {
    const owner = await approvedUser(ctx.app);
    if (!verified) await ctx.app.db.update(individuals).set({ emailVerifiedAt: null }).where(eq(individuals.id, owner.individualId));
    const sub = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET', 'PROFILE'] });
    await ctx.app.db.insert(twoFactorSecrets).values({ individualId: owner.individualId, secret: 'JBSWY3DPEHPK3PXP', enabledAt: new Date() });
    const handle = `page-${Math.random().toString(36).slice(2, 8)}`;
    await ctx.app.db.insert(publicPages).values({ ownerId: owner.individualId, handle, displayName: 'Ada', enabled: true });
    return { owner, sub };
  }

  const leftOf = async (ownerId: string) => ({
    subUsers: (await ctx.app.db.select().from(individuals).where(eq(individuals.ownerId, ownerId))).length,
    policies: (await ctx.app.db.select().from(groupPolicies).where(eq(groupPolicies.ownerId, ownerId))).length,
    twoFactor: (await ctx.app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, ownerId))).length,
    publicPage: (await ctx.app.db.select().from(publicPages).where(eq(publicPages.ownerId, ownerId))).length,
  });
  const nothingLeft = { subUsers: 0, policies: 0, twoFactor: 0, publicPage: 0 };
  const allKept = { subUsers: 1, policies: 1, twoFactor: 1, publicPage: 1 };

  it('should remove it when the signup link is followed, end the sub-user, and mail what went', async () => {
    const { owner, sub } = await setUpOwner(false);
    const response = await verify(await linkFor(owner.individualId, 'verify-email', owner.individualEmail));
    expect(response.statusCode).toBe(200);
    expect(await leftOf(owner.individualId)).toEqual(nothingLeft);
    expect((await myProfile(sub.token)).statusCode).toBe(401);
    // The owner's own session stays: the link proves the address, not who is signed in.
    expect((await myProfile(owner.token)).statusCode).toBe(200);
    const mail = (await outboxTo(ctx.app.db, owner.individualEmail)).find((row) => row.subject.startsWith('Your address is confirmed'));
    const text = mail?.text.replace(/\s+/g, ' ');
    expect(text).toContain('1 sub-user (their logins and sessions), 1 group policy, two-factor sign-in (it is now off)');
    expect(text).toContain('the public impact page (its address is free again)');
  });

  it('should remove it on a reset that first proves the address, and list it in the notice', async () => {
    const { owner, sub } = await setUpOwner(false);
    expect((await reset(await linkFor(owner.individualId, 'reset-password', owner.individualEmail))).statusCode).toBe(200);
    expect(await leftOf(owner.individualId)).toEqual(nothingLeft);
    expect((await myProfile(sub.token)).statusCode).toBe(401);
    const [notice] = (await outboxTo(ctx.app.db, owner.individualEmail)).filter((row) => row.subject === 'Your password was changed');
    expect(notice?.text).toContain('This address had not been confirmed before');
  });

  it("should keep a verified owner's set-up on a reset, and say nothing of removals", async () => {
    const { owner, sub } = await setUpOwner(true);
    expect((await reset(await linkFor(owner.individualId, 'reset-password', owner.individualEmail))).statusCode).toBe(200);
    expect(await leftOf(owner.individualId)).toEqual(allKept);
    expect((await myProfile(sub.token)).statusCode).toBe(200);
    const [notice] = (await outboxTo(ctx.app.db, owner.individualEmail)).filter((row) => row.subject === 'Your password was changed');
    expect(notice?.text).not.toContain('had not been confirmed');
  });

  it("should remove nothing of the owner's when a sub-user proves its own address", async () => {
    const { owner, sub } = await setUpOwner(false);
    expect((await reset(await linkFor(sub.subUser.id, 'reset-password', sub.subUser.email))).statusCode).toBe(200);
    expect(await leftOf(owner.individualId)).toEqual(allKept);
  });
});
