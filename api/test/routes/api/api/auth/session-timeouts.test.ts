import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionEndMessages } from '@commons/shared/domain';
import { loadConfig } from '../../../../../src/config';
import { sessions } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/domains/auth/tokens';
import { bearer, signUp } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';

const minutes = (n: number) => new Date(Date.now() - n * 60_000);

describe('session timeouts: idle and absolute (docs/configuration.md)', () => {
  const ctx = useTestApp({ sessionTtlHours: 12, sessionIdleMinutes: 30 });
  const myProfile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/api/user/individual/my-profile', headers: bearer(token) });
  const setSession = (token: string, change: Partial<typeof sessions.$inferInsert>) =>
    ctx.app.db.update(sessions).set(change).where(eq(sessions.tokenHash, hashToken(token)));
  const stored = async (token: string) => (await ctx.app.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!;

  it('should default to 30 idle minutes and an absolute lifetime of 12 hours', () => {
    const config = loadConfig({});
    expect(config.sessionIdleMinutes).toBe(30);
    expect(config.sessionTtlHours).toBe(12);
  });

  it('should end a session unused for 30 minutes, saying why', async () => {
    const { user } = await signUp(ctx.app);
    await setSession(user.token, { lastUsedAt: minutes(31) });
    const answer = await myProfile(user.token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: sessionEndMessages.idle(30) });
  });

  it('should keep a session alive while it is used', async () => {
    const { user } = await signUp(ctx.app);
    await setSession(user.token, { lastUsedAt: minutes(29) });
    expect((await myProfile(user.token)).statusCode).toBe(200);
    await expect.poll(async () => (await stored(user.token)).lastUsedAt.getTime()).toBeGreaterThan(minutes(2).getTime());
    expect((await myProfile(user.token)).statusCode).toBe(200);
  });

  it('should end a session at its absolute lifetime however busy, saying why', async () => {
    const { user } = await signUp(ctx.app);
    const row = await stored(user.token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(12 * 3_600_000 + 1000);
    await setSession(user.token, { expiresAt: minutes(1), lastUsedAt: new Date() });
    const answer = await myProfile(user.token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: sessionEndMessages.expired(12) });
  });

  it('should say when a new password ended the session', async () => {
    const { payload, user } = await signUp(ctx.app);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/login', payload: { email: payload.email, password: payload.password } });
    const otherToken = other.json<{ token: string }>().token;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/api/user/individual/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: payload.password, newPassword: 'a brand new passphrase' },
    });
    const answer = await myProfile(otherToken);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: sessionEndMessages.passwordChanged });
  });

  it('should give an unknown token the plain 401', async () => {
    const answer = await myProfile('A'.repeat(43));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Unauthenticated, please login again' });
  });
});
