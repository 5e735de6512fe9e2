import { describe, expect, it } from 'vitest';
import { validSignup } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';

const url = '/api/api/auth/individual/signup';
const perAddress = 3;

describe('sign-up throttle', () => {
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

  it('should let no burst past the limit, and lose none of it to the refusals', async () => {
    const statuses = await Promise.all(Array.from({ length: 10 }, () => signup('10.9.0.5').then((r) => r.statusCode)));
    // Simultaneous attempts each count the others, so a burst may get fewer than the limit at once,
    // never more; a refused attempt is withdrawn, so what is left of the limit is still there after.
    const created = statuses.filter((status) => status === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThanOrEqual(perAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - created);
    const after: number[] = [];
    for (let i = 0; i < perAddress; i += 1) after.push((await signup('10.9.0.5')).statusCode);
    expect(after.filter((status) => status === 201)).toHaveLength(perAddress - created);
    expect(after.slice(perAddress - created).every((status) => status === 429)).toBe(true);
  });
});
