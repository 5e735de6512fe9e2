import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../../src/app';
import { defaultLoginLimits } from '../../../../../src/config';
import { bearer, signUp, uniqueEmail } from '../../../../helpers/accounts';
import { testConfig, useTestApp } from '../../../../helpers/build';

const url = '/api/api/auth/individual/login';

describe('POST /api/api/auth/individual/login', () => {
  const ctx = useTestApp();
  const login = (payload: object, remoteAddress = '127.0.0.1', app: FastifyInstance = ctx.app) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });

  it('should sign in with the right password and reply 200 with a new token', async () => {
    const { payload, user } = await signUp(ctx.app);
    const response = await login({ email: payload.email, password: payload.password });

    expect(response.statusCode).toBe(200);
    const current = response.json();
    expect(current).toMatchObject({ individualId: user.individualId, authenticated: true, accountStatus: 'REVIEWING' });
    expect(current.token).not.toBe(user.token);
    expect(current).not.toHaveProperty('message');
    const profile = await ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(current.token) });
    expect(profile.statusCode).toBe(200);
  });

  it('should accept the email in any case', async () => {
    const { payload } = await signUp(ctx.app);
    const response = await login({ email: payload.email.toUpperCase(), password: payload.password });
    expect(response.statusCode).toBe(200);
  });

  it('should reply 401 with one message for a wrong password and for an unknown email', async () => {
    const { payload } = await signUp(ctx.app);
    const wrongPassword = await login({ email: payload.email, password: 'not the password' });
    const unknownEmail = await login({ email: uniqueEmail(), password: payload.password });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it.each([
    ['email is missing', { password: 'whatever1' }, 'Email is required'],
    ['email is not an address', { email: 'nope', password: 'whatever1' }, 'Invalid email'],
    ['password is missing', { email: 'greta@example.com' }, 'Password is required'],
    ['password is empty', { email: 'greta@example.com', password: '' }, 'Password is required'],
    ['email is a number (not "required")', { email: 5, password: 'whatever1' }, 'email: must be text'],
    ['password is a number', { email: 'greta@example.com', password: 12345678 }, 'password: must be text'],
  ])('should reply 400 when %s', async (_case, payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  describe('behind a trusted proxy', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      const loginLimits = { ...defaultLoginLimits, perAddress: 2 };
      const config = await testConfig({ loginLimits, trustProxy: '127.0.0.1' });
      proxied = await buildApp(config, { database: ctx.database.db });
    });
    afterAll(() => proxied.close());

    it('should count failures per forwarded client, not per proxy', async () => {
      const viaProxy = (client: string, payload: object) =>
        proxied.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 2; i++) {
        expect((await viaProxy('203.0.113.7', { email: uniqueEmail(), password: 'wrong password' })).statusCode).toBe(401);
      }
      const { payload } = await signUp(ctx.app);
      expect((await viaProxy('203.0.113.7', payload)).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.9', payload)).statusCode).toBe(200);
    });
  });
});
