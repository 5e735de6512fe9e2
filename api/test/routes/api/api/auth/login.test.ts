import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../../src/app';
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
  ])('should reply 400 when %s', async (_case, payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('should refuse an email with 429 after 10 failures, even with the right password', async () => {
    const { payload } = await signUp(ctx.app);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: payload.email, password: `wrong ${i}` }, '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await login({ email: payload.email, password: payload.password }, '10.0.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed login attempts, please try again in \d+ minutes$/);

    const other = await signUp(ctx.app);
    const unaffected = await login({ email: other.payload.email, password: other.payload.password }, '10.0.0.1');
    expect(unaffected.statusCode).toBe(200);
  });

  it('should let no more than 10 guesses at one email through, however many arrive at once', async () => {
    const { payload } = await signUp(ctx.app);
    const guess = (i: number) => login({ email: payload.email, password: `guess ${i}` }, `10.1.0.${i}`);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)));
    expect(burst.every((response) => [401, 429].includes(response.statusCode))).toBe(true);
    // Refused attempts try no password; whatever the burst left unused, later guesses may use.
    let tried = burst.filter((response) => response.statusCode === 401).length;
    for (let i = 30; (await guess(i)).statusCode === 401; i++) tried += 1;
    expect(tried).toBe(10);
  });

  describe('with a limit of 3 failures per address', () => {
    let strict: FastifyInstance;
    beforeAll(async () => {
      const config = await testConfig({ loginLimits: { perEmail: 10, perAddress: 3, windowMinutes: 15 } });
      strict = await buildApp(config, { database: ctx.database.db });
    });
    afterAll(() => strict.close());

    it('should refuse an address with 429 once it failed on too many accounts', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await login({ email: uniqueEmail(), password: 'wrong password' }, '10.9.9.9', strict)).statusCode).toBe(401);
      }
      const { payload } = await signUp(ctx.app);
      const blocked = await login({ email: payload.email, password: payload.password }, '10.9.9.9', strict);
      expect(blocked.statusCode).toBe(429);

      const elsewhere = await login({ email: payload.email, password: payload.password }, '10.9.9.10', strict);
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('behind a trusted proxy', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      const loginLimits = { perEmail: 10, perAddress: 2, windowMinutes: 15 };
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
