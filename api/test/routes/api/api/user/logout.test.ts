import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';

const profileUrl = '/api/api/user/individual/my-profile';

describe('GET /api/api/user/logout', () => {
  const ctx = useTestApp();

  it('should revoke the presented token so it no longer opens my-profile', async () => {
    const { user } = await signUp(ctx.app);
    const response = await ctx.app.inject({ url: '/api/api/user/logout', headers: bearer(user.token) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loggedOut: true });
    const after = await ctx.app.inject({ url: profileUrl, headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated, please login again' });
  });

  it('should leave the account signed in on its other sessions', async () => {
    const { payload, user } = await signUp(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/auth/individual/login',
      payload: { email: payload.email, password: payload.password },
    });
    await ctx.app.inject({ url: '/api/api/user/logout', headers: bearer(user.token) });

    const other = await ctx.app.inject({ url: profileUrl, headers: bearer(login.json().token) });
    expect(other.statusCode).toBe(200);
  });

  it('should reply 401 without a token', async () => {
    const response = await ctx.app.inject({ url: '/api/api/user/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated, please login again' });
  });
});
