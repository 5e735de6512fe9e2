import { describe, expect, it } from 'vitest';
import { validSignup } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';

const url = '/api/api/auth/individual/signup';
const perAddress = 3;

describe('sign-up throttle (issue 31)', () => {
  const ctx = useTestApp({ signupLimits: { perAddress, windowMinutes: 60 } });
  const signup = (remoteAddress: string, payload: object = validSignup()) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('should refuse the sign-up past the limit from one address with 429, a message and Retry-After', async () => {
    for (let i = 0; i < perAddress; i++) expect((await signup('10.9.0.1')).statusCode).toBe(201);
    const refused = await signup('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many sign-ups from this address, please try again in \d+ minutes$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('should count refused input too, as a scanner sends mostly that', async () => {
    for (let i = 0; i < perAddress; i++) expect((await signup('10.9.0.2', { email: 'not an email' })).statusCode).toBe(400);
    expect((await signup('10.9.0.2')).statusCode).toBe(429);
  });

  it('should leave other addresses signing up', async () => {
    for (let i = 0; i < perAddress + 2; i++) await signup('10.9.0.3');
    expect((await signup('10.9.0.4')).statusCode).toBe(201);
  });

  it('should let no burst past the limit', async () => {
    const statuses = await Promise.all(Array.from({ length: 10 }, () => signup('10.9.0.5').then((r) => r.statusCode)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(perAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - perAddress);
  });
});
