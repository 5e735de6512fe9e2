import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/services/auth/tokens';
import { bearer, signUp } from '../../../../helpers/accounts';
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
