import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/domains/auth/tokens';
import { bearer, signUp } from '../../../../helpers/accounts';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';

const url = '/api/api/user/individual/my-profile';
const unauthenticated = { message: 'Unauthenticated, please login again' };

describe('GET /api/api/user/individual/my-profile', () => {
  const ctx = useTestApp();

  it('should reply with the current user without the token', async () => {
    const { user } = await signUp(ctx.app);
    const response = await ctx.app.inject({ url, headers: bearer(user.token) });

    expect(response.statusCode).toBe(200);
    const { token: _token, ...profile } = user;
    expect(response.json()).toEqual(profile);
  });

  it('should carry the menus of an active assigned group policy', async () => {
    const { user } = await signUp(ctx.app);
    const { policy, token } = await signInSubUser(ctx.app, user.individualId, { menus: ['PROFILE', 'WALLET'] });
    const response = await ctx.app.inject({ url, headers: bearer(token) });
    expect(response.json()).toMatchObject({
      iam: 'SUB_USER',
      assignedGroupPolicyId: policy!.id,
      assignedGroupPolicy: { menus: ['PROFILE', 'WALLET'] },
    });
  });

  it('should carry no policy while the assigned one is inactive', async () => {
    const { user } = await signUp(ctx.app);
    const { token } = await signInSubUser(ctx.app, user.individualId, { menus: ['PROFILE'], active: false });
    const response = await ctx.app.inject({ url, headers: bearer(token) });
    expect(response.json().assignedGroupPolicy).toBeNull();
  });

  it.each([
    ['no Authorization header', {}],
    ['a garbage token', bearer('not-a-token')],
    ['another scheme', { authorization: 'Basic Z3JldGE6c2VjcmV0' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('should reply 401 with %s', async (_case, headers) => {
    const response = await ctx.app.inject({ url, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('should reply 401 with a revoked token', async () => {
    const { user } = await signUp(ctx.app);
    await ctx.app.inject({ url: '/api/api/user/logout', headers: bearer(user.token) });
    const response = await ctx.app.inject({ url, headers: bearer(user.token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('should reply 401 with an expired token', async () => {
    const { user } = await signUp(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    const response = await ctx.app.inject({ url, headers: bearer(user.token) });
    expect(response.statusCode).toBe(401);
  });
});
