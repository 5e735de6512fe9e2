import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { individuals } from '../../../../../src/db/schema';
import { bearer, signUp } from '../../../../helpers/accounts';
import { setStatus, signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';

const url = '/api/api/user/individual/my-assigned-group-policy';

describe('GET /api/api/user/individual/my-assigned-group-policy', () => {
  const ctx = useTestApp();
  const get = (token: string) => ctx.app.inject({ url, headers: bearer(token) });

  /** An APPROVED owner, as the sub-users' account. */
  const owner = async () => {
    const { user } = await signUp(ctx.app);
    await setStatus(ctx.database.db, user.individualId, 'APPROVED');
    return user;
  };

  it("should reply with the menus of an APPROVED sub-user's policy", async () => {
    const { token } = await signInSubUser(ctx.app, (await owner()).individualId, { menus: ['ASSETS', 'WIZARD'] });
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ menus: ['ASSETS', 'WIZARD'] });
  });

  it.each([
    ['an inactive policy', { menus: ['ASSETS' as const], active: false }],
    ['no policy', { menus: null }],
  ])('should reply with no menus for %s', async (_case, options) => {
    const { token } = await signInSubUser(ctx.app, (await owner()).individualId, options);
    expect((await get(token)).json()).toEqual({ menus: [] });
  });

  it('should reply with no menus to an owner, who needs none', async () => {
    const user = await owner();
    expect((await get(user.token)).json()).toEqual({ menus: [] });
  });

  it('should refuse a REVIEWING sub-user with the reviewing message', async () => {
    const { token } = await signInSubUser(ctx.app, (await owner()).individualId, {
      menus: ['ASSETS'],
      status: 'REVIEWING',
    });
    const response = await get(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Your account is being reviewed. Please wait.' });
  });

  it('should sign a sub-user in with its policy in the reply', async () => {
    const password = 'sub user password';
    const { subUser } = await signInSubUser(ctx.app, (await owner()).individualId, { menus: ['WALLET'], password });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/auth/individual/login',
      payload: { email: subUser.email, password },
    });
    expect(login.json()).toMatchObject({ iam: 'SUB_USER', assignedGroupPolicy: { menus: ['WALLET'] } });
  });

  it("should sign a sub-user in with its owner's status and household country, read from the owner", async () => {
    const password = 'sub user password';
    const { individualId } = await owner();
    await ctx.database.db.update(individuals).set({ country: 'Sweden', accountStatus: 'SUSPENDED' }).where(eq(individuals.id, individualId));
    const { subUser } = await signInSubUser(ctx.app, individualId, { menus: ['WALLET'], password });
    await ctx.database.db.update(individuals).set({ country: 'Norway' }).where(eq(individuals.id, subUser.id));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/auth/individual/login',
      payload: { email: subUser.email, password },
    });
    expect(login.json()).toMatchObject({ accountStatus: 'SUSPENDED', individualCountry: 'Norway', householdCountry: 'Sweden' });
  });
});
