import { describe, expect, it } from 'vitest';
import { defaultLoginLimits } from '../../../src/config';
import { bearer, signUp } from '../../helpers/accounts';
import { useTestApp } from '../../helpers/build';
import { codeAt } from '../../helpers/two-factor';
import { consoleCall, enrolledStaff, staffPassword } from '../../helpers/staff';

describe('console sign-in lockout: the login limiter, counted apart from customers', () => {
  const ctx = useTestApp({ loginLimits: { ...defaultLoginLimits, freeFailures: 2, baseDelaySeconds: 60 } });
  const signIn = (payload: object, remoteAddress: string) => consoleCall(ctx.app, 'POST', '/session', { payload, remoteAddress });

  it('should answer 429 with Retry-After after a few failures, even to the right password and code', async () => {
    const staff = await enrolledStaff(ctx.app);
    const wrong = { email: staff.email, password: 'not the passphrase', code: '123456' };
    expect((await signIn(wrong, '10.1.0.1')).statusCode).toBe(400);
    expect((await signIn(wrong, '10.1.0.1')).statusCode).toBe(400);
    const locked = await signIn({ email: staff.email, password: staffPassword, code: await codeAt(staff.secret) }, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/^Too many failed login attempts, please try again in \d+ (seconds|minute|minutes)$/);
  });

  it('should not slow a customer who shares the email, nor be slowed by them', async () => {
    const { payload } = await signUp(ctx.app);
    const wrong = { email: payload.email, password: 'not the passphrase', code: '123456' };
    for (let i = 0; i < 4; i += 1) await signIn(wrong, '10.2.0.1');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/auth/individual/login',
      payload: { email: payload.email, password: payload.password },
      remoteAddress: '10.2.0.1',
    });
    expect(login.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/api/user/individual/my-profile', headers: bearer(login.json().token) })).statusCode).toBe(200);
  });
});
