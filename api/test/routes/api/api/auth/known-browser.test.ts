import { describe, expect, it } from 'vitest';
import type { LoginLimits } from '../../../../../src/config';
import { loginAttempts } from '../../../../../src/db/schema';
import { signUp, uniqueEmail } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';

const url = '/api/api/auth/individual/login';

// Small caps and a long first delay, so no test depends on how fast the machine runs.
const loginLimits: LoginLimits = {
  freeFailures: 3,
  baseDelaySeconds: 60,
  maxDelaySeconds: 240,
  perAccount: 12,
  perAddress: 8,
  windowMinutes: 60,
  perKnownBrowser: 4,
};

describe('known browsers (a browser that signed in before is never locked out by others)', () => {
  const ctx = useTestApp({ loginLimits });
  const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });
  const forget = () => ctx.database.db.delete(loginAttempts);

  /** A new account signed in once from `address`: its password and the cookie that browser keeps. */
  async function knownBrowser(address = '198.51.100.1') {
    const { payload } = await signUp(ctx.app);
    const first = await login(payload.email, payload.password, address);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    return { payload, setCookie, cookie: setCookie.split(';')[0]! };
  }

  it('should set an HttpOnly, SameSite=Strict device cookie for the auth routes only after a sign-in', async () => {
    await forget();
    const { setCookie } = await knownBrowser();
    expect(setCookie).toMatch(/^commons_device=[\w-]{43}; Path=\/api\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const failed = await login(uniqueEmail(), 'wrong password', '198.51.100.2');
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('should not mark the cookie Secure on plain http, nor believe a forwarded https without TRUST_PROXY', async () => {
    const { payload } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { email: payload.email, password: payload.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
  });

  it("should let the known browser in after the account's cap and its address's cap are used up by others", async () => {
    await forget();
    const { payload, cookie } = await knownBrowser('10.9.0.1');
    for (let i = 0; i < loginLimits.perAccount; i++) await login(payload.email, `guess ${i}`, `10.8.0.${i}`);
    for (let i = 0; i < loginLimits.perAddress; i++) await login(uniqueEmail(), 'leaked', '10.9.0.1');
    expect((await login(payload.email, payload.password, '10.9.0.1')).statusCode).toBe(429);
    // An unknown browser elsewhere is offered the mailed link (docs/product-rules.md#sign-in-security).
    expect((await login(payload.email, payload.password, '10.7.0.1')).statusCode).toBe(403);
    expect((await login(payload.email, payload.password, '10.9.0.1', cookie)).statusCode).toBe(200);
    expect((await login(payload.email, payload.password, '10.7.0.2', cookie)).statusCode).toBe(200);
  });

  it("should not count the cookie for another account's email", async () => {
    await forget();
    const { cookie } = await knownBrowser('10.10.0.1');
    const { payload: other } = await signUp(ctx.app);
    for (let i = 0; i < loginLimits.perAccount; i++) await login(other.email, `guess ${i}`, `10.11.0.${i}`);
    expect((await login(other.email, other.password, '10.10.0.1', cookie)).statusCode).toBe(403);
  });

  it('should give a stolen cookie only its own few guesses, then the growing delays of an unknown browser', async () => {
    await forget();
    const { payload, cookie } = await knownBrowser('10.12.0.1');
    const thief = '203.0.113.50';
    const statuses = [];
    for (let i = 0; i < loginLimits.perKnownBrowser + loginLimits.freeFailures + 3; i++) {
      statuses.push((await login(payload.email, `guess ${i}`, thief, cookie)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(loginLimits.perKnownBrowser + loginLimits.freeFailures);
    expect(statuses.at(-1)).toBe(429);
  });

  it("should forget the browser's own failures once it signs in", async () => {
    await forget();
    const { payload, cookie } = await knownBrowser('10.13.0.1');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < loginLimits.perKnownBrowser - 1; i++) {
        expect((await login(payload.email, `typo ${i}`, '10.13.0.1', cookie)).statusCode).toBe(401);
      }
      expect((await login(payload.email, payload.password, '10.13.0.1', cookie)).statusCode).toBe(200);
    }
  });

  it('should not take a cookie the server never issued', async () => {
    await forget();
    const { payload } = await signUp(ctx.app);
    const planted = `commons_device=${'A'.repeat(43)}`;
    const response = await login(payload.email, payload.password, '10.14.0.1', planted);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).not.toContain('A'.repeat(43));
  });
});

describe('known browsers behind a trusted proxy', () => {
  const ctx = useTestApp({ trustProxy: true });

  it('should mark the device cookie Secure when the browser came over https', async () => {
    const { payload } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { email: payload.email, password: payload.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });
});
