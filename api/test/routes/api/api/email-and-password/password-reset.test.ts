import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, individuals, loginAttempts } from '../../../../../src/db/schema';
import { forgotPasswordAnswerMs } from '../../../../../src/domains/email-and-password/password-reset';
import { hashToken } from '../../../../../src/domains/auth/tokens';
import { linkToken } from '../../../../helpers/account-links';
import { bearer, signUp, uniqueEmail } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { logIn } from '../../../../helpers/callers';
import { type MailMark, useMailbox } from '../../../../helpers/mailbox';

const forgotUrl = '/api/api/auth/individual/forgot-password';
const resetUrl = '/api/api/auth/individual/reset-password';
const newPassword = 'a brand new passphrase';
const expiredLink = 'This password reset link has expired or was already used. Ask for a new one.';

describe('forgot password and reset', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));

  const forgot = async (email: string, remoteAddress = '127.0.0.1') => {
    const started = Date.now();
    const response = await ctx.app.inject({ method: 'POST', url: forgotUrl, payload: { email }, remoteAddress });
    return { response, ms: Date.now() - started };
  };
  const reset = (token: string, password = newPassword) =>
    ctx.app.inject({ method: 'POST', url: resetUrl, payload: { token, password } });
  const resetToken = async (email: string, after: MailMark) =>
    linkToken(await mailbox.waitFor({ to: email, subject: 'Reset your password', after }), '/reset-password');
  /** A new account whose signup mail has gone out, so the next mail is the only one in flight. */
  const newAccount = async () => {
    const account = await signUp(ctx.app);
    await mailbox.waitFor({ to: account.payload.email, subject: 'Confirm your email address' });
    return account;
  };
  const myProfile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/api/user/individual/my-profile', headers: bearer(token) });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/login', payload: { email, password } });

  it('should answer the same, in about the same time, whether or not the address has an account', async () => {
    const { payload } = await newAccount();
    const known = await forgot(payload.email, '10.0.0.1');
    const unknown = await forgot(uniqueEmail(), '10.0.0.1');
    for (const { response, ms } of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
      expect(ms).toBeGreaterThanOrEqual(forgotPasswordAnswerMs - 5);
    }
    expect(known.response.body).toBe(unknown.response.body);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
    await mailbox.waitFor({ to: payload.email, subject: 'Reset your password' });
  });

  it('should refuse a malformed email with its message', async () => {
    const { response } = await forgot('not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid email' });
  });

  it('should throttle requests per email, known or not', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) expect((await forgot(email, `10.1.0.${i}`)).response.statusCode).toBe(200);
    const fourth = await forgot(email, '10.1.0.9');
    expect(fourth.response.statusCode).toBe(429);
    expect(fourth.response.json<{ message: string }>().message).toMatch(/Too many password reset requests/);
    expect(fourth.response.headers['retry-after']).toBeDefined();
  });

  it('should throttle requests per client address', async () => {
    for (let i = 0; i < 30; i += 1) expect((await forgot(uniqueEmail(), '10.2.0.1')).response.statusCode).toBe(200);
    expect((await forgot(uniqueEmail(), '10.2.0.1')).response.statusCode).toBe(429);
  }, 60_000);

  it('should set the new password, end every session, forget failed logins and send a notice', async () => {
    const { payload, user } = await newAccount();
    const otherSession = await logIn(ctx.app, payload.email, payload.password);
    // The owner locked out: the per-account cap reached from elsewhere, and this address's own failures.
    await ctx.app.db.insert(loginAttempts).values([
      ...Array.from({ length: 100 }, () => ({ key: `email:${payload.email}` })),
      ...Array.from({ length: 10 }, () => ({ key: `pair:127.0.0.1 ${payload.email}` })),
    ]);
    expect((await login(payload.email, payload.password)).statusCode).toBe(429);

    const after = mailbox.mark();
    await forgot(payload.email, '10.3.0.1');
    const token = await resetToken(payload.email, after);
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passwordChanged: true });

    for (const session of [user.token, otherSession]) expect((await myProfile(session)).statusCode).toBe(401);
    const notice = await mailbox.waitFor({ to: payload.email, subject: 'Your password was changed', after });
    expect(notice.text).toContain('reset');
    expect((await login(payload.email, payload.password)).statusCode).toBe(401);
    const fresh = await login(payload.email, newPassword);
    expect(fresh.statusCode).toBe(200);
    // The link reached the address, so it counts as verified.
    expect(fresh.json<{ emailVerified: boolean }>().emailVerified).toBe(true);

    const reused = await reset(token, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: expiredLink });
  });

  it('should refuse a short or common password with its message and keep the link usable', async () => {
    const { payload } = await newAccount();
    const after = mailbox.mark();
    await forgot(payload.email, '10.4.0.1');
    const token = await resetToken(payload.email, after);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'password: password is too short' });
    const common = await reset(token, 'password1234');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: 'password: password is too common or too easy to guess' });
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
    await mailbox.waitFor({ to: payload.email, subject: 'Your password was changed' });
  });

  it('should refuse an expired link and change nothing', async () => {
    const { payload, user } = await newAccount();
    const after = mailbox.mark();
    await forgot(payload.email, '10.5.0.1');
    const token = await resetToken(payload.email, after);
    await ctx.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expiredLink });
    expect((await myProfile(user.token)).statusCode).toBe(200);
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });

  it('should keep the link valid 30 minutes and store only its hash', async () => {
    const { payload, user } = await newAccount();
    const after = mailbox.mark();
    await forgot(payload.email, '10.6.0.1');
    const token = await resetToken(payload.email, after);
    const [row] = await ctx.app.db.select().from(accountTokens).where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(row?.individualId).toBe(user.individualId);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 0);
    const stored = await ctx.app.db.select().from(accountTokens).where(eq(accountTokens.individualId, user.individualId));
    expect(stored.map((t) => t.tokenHash)).not.toContain(token);
    const [member] = await ctx.app.db.select().from(individuals).where(eq(individuals.id, user.individualId));
    expect(member?.emailVerifiedAt).toBeNull();
  });
});
