import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CurrentUser, Menu } from '@commons/shared/domain';
import { menus as allMenus } from '@commons/shared/domain';
import { groupPolicies, individuals, knownBrowsers, publicPages, twoFactorSecrets } from '../../src/db/schema';
import { linkToken } from '../helpers/account-links';
import { bearer, signUp, uniqueEmail } from '../helpers/accounts';
import { markEmailVerified, setStatus } from '../helpers/account-state';
import { call, createPolicy, createSubUser, logIn, subUserPassword } from '../helpers/admin';
import { useTestApp } from '../helpers/build';
import { useMailbox } from '../helpers/mailbox';
import { enableTwoFactor, passwordStep } from '../helpers/two-factor';
import { recordRows, type ReliabilityRow } from './report';

/**
 * The pre-account takeover (docs/product-rules.md#what-waits-for-a-verified-address): someone signs
 * up with another person's address and sets the account up so that it outlasts the real holder's
 * password reset. Nothing of the kind is allowed before the address is proven, and whatever an
 * unverified holder set up earlier is removed by the holder's first proof, which mails what went.
 */
describe('pre-account takeover through an unverified sign-up', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));
  const rows: ReliabilityRow[] = [];
  afterAll(() => recordRows('pre-account-takeover', rows));

  const victimPassword = 'the real holder chose this';
  const myProfile = (token: string) => ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(token) });
  const publicPage = (handle: string) => ctx.app.inject({ url: `/api/api/impact/${handle}` });
  const setVerified = (id: string, at: Date | null) =>
    ctx.app.db.update(individuals).set({ emailVerifiedAt: at }).where(eq(individuals.id, id));

  /** The attacker's sign-up with the victim's address, its profile approved by the operator. */
  async function attackerAccount(victimEmail: string) {
    const { payload, user } = await signUp(ctx.app, { email: victimEmail });
    await setStatus(ctx.app.db, user.individualId, 'APPROVED');
    return { ownerId: user.individualId, token: user.token, password: payload.password };
  }

  it('should refuse every lasting set-up to the unverified holder', async () => {
    const attacker = await attackerAccount(uniqueEmail());
    const [policy] = await ctx.app.db
      .insert(groupPolicies)
      .values({ ownerId: attacker.ownerId, name: 'All', role: 'helper', menus: [...allMenus] as Menu[] })
      .returning();
    const attempts = {
      'group policy': await call(ctx.app, attacker.token, 'POST', 'group-policy/individual', { name: 'All', role: 'x', menus: allMenus }),
      'sub-user': await call(ctx.app, attacker.token, 'POST', 'user/individual/create-subuser', {
        name: 'Mallory',
        phone: '+4412345678901',
        email: uniqueEmail(),
        password: subUserPassword,
        assignedGroupPolicyId: policy!.id,
      }),
      'two-factor': await call(ctx.app, attacker.token, 'POST', 'user/individual/two-factor/setup'),
      'public page': await call(ctx.app, attacker.token, 'PUT', 'user/individual/public-page', {
        enabled: true,
        handle: `victim-${Math.random().toString(36).slice(2, 8)}`,
        displayName: 'Victim',
      }),
    };
    for (const [what, response] of Object.entries(attempts)) {
      const held = response.statusCode === 403 && /verif/i.test(response.json<{ message: string }>().message);
      rows.push({ area: 'pre-account takeover', check: `unverified holder refused a ${what}`, count: 1, held });
      expect(response.statusCode, what).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/verify/i);
    }
    expect(await ctx.app.db.select().from(individuals).where(eq(individuals.ownerId, attacker.ownerId))).toEqual([]);
    expect(await ctx.app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, attacker.ownerId))).toEqual([]);
    expect(await ctx.app.db.select().from(publicPages).where(eq(publicPages.ownerId, attacker.ownerId))).toEqual([]);
  });

  it("should leave nothing of the attacker's set-up once the real holder resets the password, and say so", async () => {
    const victimEmail = uniqueEmail();
    const attacker = await attackerAccount(victimEmail);
    await mailbox.waitFor({ to: victimEmail, subject: 'Confirm your email address' });

    // What an unverified holder could set up before the rule: made through the API while the
    // address counts as verified for a moment, then back to unverified.
    await markEmailVerified(ctx.app.db, attacker.ownerId);
    const policy = await createPolicy(ctx.app, attacker.token, { menus: [...allMenus] });
    const subUser = await createSubUser(ctx.app, attacker.token, policy.groupPolicyId);
    const subUserToken = (await logIn(ctx.app, subUser.individualEmail)).token;
    await passwordStep(ctx.app, victimEmail, attacker.password); // a known browser of the owner
    await enableTwoFactor(ctx.app, attacker.token, attacker.password);
    const handle = `victim-${Math.random().toString(36).slice(2, 8)}`;
    const page = await call(ctx.app, attacker.token, 'PUT', 'user/individual/public-page', { enabled: true, handle, displayName: 'Victim' });
    expect(page.statusCode).toBe(200);
    await setVerified(attacker.ownerId, null);
    expect((await myProfile(subUserToken)).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(knownBrowsers).where(eq(knownBrowsers.individualId, attacker.ownerId))).not.toEqual([]);

    // The real holder: forgot password, the link from the mailbox, a new password.
    const before = mailbox.mark();
    await ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/forgot-password', payload: { email: victimEmail } });
    const token = linkToken(await mailbox.waitFor({ to: victimEmail, subject: 'Reset your password', after: before }), '/reset-password');
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/reset-password', payload: { token, password: victimPassword } });
    expect(reset.statusCode).toBe(200);
    const browsersLeft = await ctx.app.db.select().from(knownBrowsers).where(eq(knownBrowsers.individualId, attacker.ownerId));

    const checks: Record<string, boolean> = {
      "the attacker's known browser is forgotten": browsersLeft.length === 0,
      "sub-user's session is dead": (await myProfile(subUserToken)).statusCode === 401,
      "sub-user's login is gone": (await passwordStep(ctx.app, subUser.individualEmail, subUserPassword)).statusCode === 401,
      "attacker's owner session is dead": (await myProfile(attacker.token)).statusCode === 401,
      'two-factor is off': Boolean((await passwordStep(ctx.app, victimEmail, victimPassword)).json<CurrentUser>().token),
      'the public page is gone': (await publicPage(handle)).statusCode === 404,
      'no group policy is left': (await ctx.app.db.select().from(groupPolicies).where(eq(groupPolicies.ownerId, attacker.ownerId))).length === 0,
    };
    for (const [check, held] of Object.entries(checks)) rows.push({ area: 'pre-account takeover', check, count: 1, held });
    expect(checks).toEqual(Object.fromEntries(Object.keys(checks).map((check) => [check, true])));
    expect(await ctx.app.db.select().from(publicPages).where(eq(publicPages.ownerId, attacker.ownerId))).toEqual([]);

    const notice = await mailbox.waitFor({ to: victimEmail, subject: 'Your password was changed', after: before });
    const text = notice.text.replace(/\s+/g, ' ');
    expect(text).toContain('1 sub-user (their logins and sessions)');
    expect(text).toContain('1 group policy');
    expect(text).toContain('two-factor sign-in (it is now off)');
    expect(text).toContain('1 remembered browser');
    expect(text).toContain('the public impact page');
  });
});
