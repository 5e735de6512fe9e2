import { describe, expect, it } from 'vitest';
import { bearer, signUp, validSignup } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';

describe('Cache-Control: no-store', () => {
  const ctx = useTestApp();

  it('should mark the replies that carry a session token', async () => {
    const payload = validSignup();
    const signup = await ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/signup', payload });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/auth/individual/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the profile', '/api/api/user/individual/my-profile', 200],
    ['the documents', '/api/api/user/individual/documents', 200],
    ['a JSON 404', '/api/api/nope', 404],
  ])('should mark a signed-in reply: %s', async (_name, url, status) => {
    const { user: { token } } = await signUp(ctx.app);
    const response = await ctx.app.inject({ url, headers: bearer(token) });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('should mark a refusal of the client API', async () => {
    const response = await ctx.app.inject({ url: '/api/api/user/individual/my-profile' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("should leave the site's files to their own caching", async () => {
    const response = await ctx.app.inject({ url: '/assets/main.0123456789abcdef.js' });
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
