import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginLimits } from '../../../../../src/config';
import { loginAttempts } from '../../../../../src/db/schema';
import { signInLinkSentMessage } from '../../../../../src/domains/auth/sign-in-link';
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

describe('login throttling (a stranger must not lock a person out)', () => {
  const ctx = useTestApp({ loginLimits });
  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress });
  /** Moves every recorded failure `seconds` into the past, as if that time had gone by. */
  const age = (seconds: number) =>
    ctx.database.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${seconds})` });
  const forget = () => ctx.database.db.delete(loginAttempts);
  const tried = (statuses: number[]) => statuses.filter((status) => status === 401).length;

  it('should let the owner sign in from their own address while a stranger hammers the account', async () => {
    await forget();
    const { payload } = await signUp(ctx.app);
    for (let round = 0; round < 3; round++) {
      const statuses = [];
      for (let i = 0; i < 20; i++) statuses.push((await login(payload.email, `guess ${i}`, '203.0.113.66')).statusCode);
      expect(tried(statuses)).toBe(round === 0 ? loginLimits.freeFailures : 1);
      await age(loginLimits.maxDelaySeconds);
    }
    const owner = await login(payload.email, payload.password, '198.51.100.1');
    expect(owner.statusCode).toBe(200);
  });

  it('should make each further attempt of one address on one account wait twice as long, saying when to retry', async () => {
    await forget();
    const { payload } = await signUp(ctx.app);
    const address = '203.0.113.7';
    for (let i = 0; i < loginLimits.freeFailures; i++) {
      expect((await login(payload.email, `guess ${i}`, address)).statusCode).toBe(401);
    }
    const waits = [];
    for (const expected of [60, 120, 240, 240]) {
      const refused = await login(payload.email, payload.password, address);
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(expected - 5);
      expect(seconds).toBeLessThanOrEqual(expected);
      expect(refused.json().message).toBe(
        `Too many failed login attempts, please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`,
      );
      waits.push(seconds);
      await age(seconds);
      expect((await login(payload.email, 'still guessing', address)).statusCode).toBe(401);
    }
    expect(waits.length).toBe(4);
  });

  it('should forget an address\'s failures on the account once it signs in', async () => {
    await forget();
    const { payload } = await signUp(ctx.app);
    const address = '198.51.100.20';
    for (let i = 0; i < loginLimits.freeFailures; i++) await login(payload.email, `typo ${i}`, address);
    await age(60);
    expect((await login(payload.email, payload.password, address)).statusCode).toBe(200);
    for (let i = 0; i < loginLimits.freeFailures; i++) {
      expect((await login(payload.email, `typo again ${i}`, address)).statusCode).toBe(401);
    }
  });

  it('should cap one address across accounts (credential stuffing), and only that address', async () => {
    await forget();
    const stuffer = '203.0.113.99';
    for (let i = 0; i < loginLimits.perAddress; i++) {
      expect((await login(uniqueEmail(), 'leaked password', stuffer)).statusCode).toBe(401);
    }
    const { payload } = await signUp(ctx.app);
    const refused = await login(payload.email, payload.password, stuffer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many failed login attempts, please try again in 60 minutes');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await login(payload.email, payload.password, '198.51.100.30')).statusCode).toBe(200);
  });

  it('should cap one account from all addresses together at a far higher count, then sign in new browsers by mailed link only', async () => {
    await forget();
    const { payload } = await signUp(ctx.app);
    for (let i = 0; i < loginLimits.perAccount; i++) {
      expect((await login(payload.email, `guess ${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await login(payload.email, payload.password, '10.2.1.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: signInLinkSentMessage });
    expect((await login(payload.email, 'one more guess', '10.2.1.2')).json()).toEqual({ message: signInLinkSentMessage });
  });

  it.each([
    ['one address on one account', loginLimits.freeFailures, (i: number, email: string) => [email, '10.3.0.1'] as const],
    ['many addresses on one account', loginLimits.perAccount, (i: number, email: string) => [email, `10.4.0.${i}`] as const],
    ['one address on many accounts', loginLimits.perAddress, (i: number) => [`${i}-${uniqueEmail()}`, '10.5.0.1'] as const],
  ])('should let no more tries through %s when 30 arrive at once than one after the other', async (_case, allowed, who) => {
    await forget();
    const { payload } = await signUp(ctx.app);
    const guess = async (i: number) => {
      const [email, address] = who(i, payload.email);
      return (await login(email, `guess ${i}`, address)).statusCode;
    };
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)));
    // Past the account's cap a guess gets the mailed-link answer (403), never a session.
    expect(burst.every((status) => [401, 403, 429].includes(status))).toBe(true);
    // Refused attempts try no password; whatever the burst left unused, later guesses may use.
    let count = tried(burst);
    for (let i = 30; (await guess(i)) === 401; i++) count += 1;
    if (allowed === loginLimits.perAccount) {
      // Past the account's cap every guess keeps its record and gets the one answer that tells
      // nothing, so a burst that all lands past the cap may tell fewer, never more.
      expect(count).toBeLessThanOrEqual(allowed);
    } else {
      expect(count).toBe(allowed);
    }
  });
});
