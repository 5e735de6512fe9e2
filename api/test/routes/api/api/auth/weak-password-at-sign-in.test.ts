import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { individuals } from '../../../../../src/db/schema';
import { hashPassword } from '../../../../../src/domains/auth/passwords';
import { bearer } from '../../../../helpers/accounts';
import { signUpVerified } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { codeAt, codeStep, enableTwoFactor, passwordStep } from '../../../../helpers/two-factor';

const api = '/api/api';

/**
 * A password chosen before the current rule (docs/product-rules.md#passwords) still signs in;
 * the sign-in reply and my-profile say to change it, until it is changed.
 */
describe('a weak password at sign-in', () => {
  const ctx = useTestApp();
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `${api}/auth/individual/login`, payload: { email, password } });
  const profile = async (token: string) =>
    (await ctx.app.inject({ url: `${api}/user/individual/my-profile`, headers: bearer(token) })).json();

  /** An account whose password was set under the old rule (8 characters, no strength check). */
  const olderAccount = async (password: string) => {
    const { payload, user } = await signUpVerified(ctx.app);
    await ctx.app.db
      .update(individuals)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(individuals.id, user.individualId));
    return { email: payload.email, user };
  };

  it.each([
    ['too short', 'x7#Qv!pL'],
    ['too common', 'password1234'],
  ])('should sign in with a password that is %s, and advise changing it until it is', async (_case, oldPassword) => {
    const { email } = await olderAccount(oldPassword);
    const signedIn = await login(email, oldPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ passwordChangeAdvised: true });
    const { token } = signedIn.json<{ token: string }>();
    expect(await profile(token)).toMatchObject({ passwordChangeAdvised: true });

    const changed = await ctx.app.inject({
      method: 'POST',
      url: `${api}/user/individual/change-password`,
      headers: bearer(token),
      payload: { currentPassword: oldPassword, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await profile(token)).toMatchObject({ passwordChangeAdvised: false });
    expect((await login(email, 'a brand new passphrase')).json()).toMatchObject({ passwordChangeAdvised: false });
  });

  it('should carry the advice through the two-factor code step', async () => {
    const { email, user } = await olderAccount('password1234');
    const { secret } = await enableTwoFactor(ctx.app, user.token, 'password1234');
    const challenge = (await passwordStep(ctx.app, email, 'password1234')).json<{ challenge: string }>().challenge;
    const signedIn = await codeStep(ctx.app, challenge, await codeAt(secret, 1));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ passwordChangeAdvised: true });
  });

  it('should not advise a change for a password that meets the rule', async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    expect(user).toMatchObject({ passwordChangeAdvised: false });
    expect((await login(payload.email, payload.password)).json()).toMatchObject({ passwordChangeAdvised: false });
  });
});
