import { afterAll, describe, expect, it } from 'vitest';
import type { CurrentUser, TwoFactorChallenge } from '@commons/shared/domain';
import { defaultLoginLimits } from '../../src/config';
import { signUpVerified } from '../helpers/account-state';
import { useTestApp } from '../helpers/build';
import { codeAt, enableTwoFactor } from '../helpers/two-factor';
import { recordRows, type ReliabilityRow } from './report';

/**
 * The second-factor lockout (docs/product-rules.md#sign-in-security): someone holding the password
 * sends wrong codes from several addresses. Throttled per account alone, their failures made the
 * owner's own browser wait too; counted per browser, the owner's known browser (its device
 * cookie) and an unknown browser elsewhere both still sign in, while the attacker waits.
 */
const attackers = 6;
const rows: ReliabilityRow[] = [];

describe('wrong second-factor codes from an attacker holding the password', () => {
  // A minute's wait after the free failures, so a wait that reaches the owner shows in the answers.
  const ctx = useTestApp({ loginLimits: { ...defaultLoginLimits, baseDelaySeconds: 60 } });
  afterAll(() => recordRows('code-lockout', rows));

  const post = (path: string, payload: object, remoteAddress: string, cookie?: string | null) =>
    ctx.app.inject({ method: 'POST', url: `/api/api/auth/individual/${path}`, payload, remoteAddress, headers: cookie ? { cookie } : {} });

  const deviceCookieOf = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []].flat().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('commons_device=')) ?? null;

  async function challenge(email: string, password: string, from: string, cookie?: string | null): Promise<string> {
    const response = await post('login', { email, password }, from, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<TwoFactorChallenge>().challenge;
  }

  it(`should let the owner in after ${attackers * 5} wrong codes from ${attackers} addresses, and make the attacker wait`, async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const first = await post('login/two-factor', { challenge: await challenge(payload.email, payload.password, '127.0.0.1'), code: await codeAt(secret) }, '127.0.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first.headers['set-cookie']);
    expect(cookie).toMatch(/^commons_device=/);

    const attackerStatuses: number[] = [];
    for (let i = 0; i < attackers; i++) {
      const from = `127.0.0.${i + 2}`;
      const token = await challenge(payload.email, payload.password, from);
      for (let j = 0; j < 5; j++) attackerStatuses.push((await post('login/two-factor', { challenge: token, code: `00000${j}` }, from)).statusCode);
    }
    const again = await post('login/two-factor', { challenge: await challenge(payload.email, payload.password, '127.0.0.2'), code: '999999' }, '127.0.0.2');

    const known = await post('login/two-factor', { challenge: await challenge(payload.email, payload.password, '127.0.0.1', cookie), code: await codeAt(secret, 1) }, '127.0.0.1', cookie);
    rows.push(
      { area: 'code lockout', check: `owner's known browser passes the code step after ${attackers * 5} wrong codes`, count: 1, held: known.statusCode === 200 },
      { area: 'code lockout', check: 'the attacker then waits (429, Retry-After)', count: 1, held: again.statusCode === 429 },
    );
    expect(attackerStatuses.every((status) => status === 401)).toBe(true);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(known.statusCode).toBe(200);
    expect(known.json<CurrentUser>().token).toEqual(expect.any(String));
  });

  it('should let the owner in from a new browser elsewhere while the attacker waits', async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    for (let i = 0; i < 3; i++) {
      const from = `127.0.1.${i + 2}`;
      const token = await challenge(payload.email, payload.password, from);
      for (let j = 0; j < 5; j++) await post('login/two-factor', { challenge: token, code: `11111${j}` }, from);
    }
    const elsewhere = await post('login/two-factor', { challenge: await challenge(payload.email, payload.password, '127.0.1.90'), code: await codeAt(secret) }, '127.0.1.90');
    rows.push({ area: 'code lockout', check: 'owner on an unknown browser elsewhere passes the code step', count: 1, held: elsewhere.statusCode === 200 });
    expect(elsewhere.statusCode).toBe(200);
  });
});
