import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser, TwoFactorChallenge, TwoFactorSetup, TwoFactorStatus } from '@commons/shared/domain';
import type { LoginLimits } from '../../../../../src/config';
import { loginAttempts } from '../../../../../src/db/schema';
import { signUpVerified } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { useMailbox } from '../../../../helpers/mailbox';
import { codeAt, codeStep, enableTwoFactor, passwordStep, securityCall } from '../../../../helpers/two-factor';

const loginLimits: LoginLimits = {
  freeFailures: 3,
  baseDelaySeconds: 60,
  maxDelaySeconds: 240,
  perAccount: 100,
  perAddress: 100,
  windowMinutes: 60,
  perKnownBrowser: 10,
};

describe('two-factor sign-in', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ loginLimits, smtpUrl: mailbox.smtpUrl }));
  const status = async (token: string) => (await securityCall(ctx.app, token, 'GET', 'two-factor')).json<TwoFactorStatus>();
  /** Two-factor waits for a verified address (docs/product-rules.md#what-waits-for-a-verified-address). */
  const signUp = signUpVerified;
  const challengeOf = async (email: string, password: string) => {
    const response = await passwordStep(ctx.app, email, password);
    expect(response.statusCode).toBe(200);
    return response.json<TwoFactorChallenge>().challenge;
  };

  it('should enrol with a QR code and the secret, confirmed by the password and a current code, giving ten recovery codes', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { password } = payload;
    expect(await status(user.token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = (await securityCall(ctx.app, user.token, 'POST', 'two-factor/setup')).json<TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Carbon%20Commons:.*secret=/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not on until confirmed: sign-in still gives a session.
    expect((await status(user.token)).enabled).toBe(false);

    const wrong = await securityCall(ctx.app, user.token, 'POST', 'two-factor/enable', { code: '000000', password });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The code is not right: enter the current code from your app');
    const enabled = await securityCall(ctx.app, user.token, 'POST', 'two-factor/enable', { code: await codeAt(setup.secret), password });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.every((code) => /^[a-z2-7]{6}(-[a-z2-7]{6}){3}$/.test(code))).toBe(true);
    expect(await status(user.token)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await securityCall(ctx.app, user.token, 'POST', 'two-factor/setup')).statusCode).toBe(409);
  });

  it('should answer the password step with a challenge and no session, and finish with a current code', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const first = await passwordStep(ctx.app, payload.email, payload.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();

    const code = await codeAt(secret);
    const done = await codeStep(ctx.app, first.json<TwoFactorChallenge>().challenge, code);
    expect(done.statusCode).toBe(200);
    expect(done.json<CurrentUser>().token).toEqual(expect.any(String));
    expect(String(done.headers['set-cookie'])).toContain('commons_device=');
    // The same code does not sign in twice.
    const replay = await codeStep(ctx.app, await challengeOf(payload.email, payload.password), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('That code was just used: wait for your app to show the next one, then enter it');
  });

  it('should tell a sign-in with the code that just turned two-factor on to wait for the next one', async () => {
    const { payload, user } = await signUp(ctx.app);
    const setup = (await securityCall(ctx.app, user.token, 'POST', 'two-factor/setup')).json<TwoFactorSetup>();
    const code = await codeAt(setup.secret);
    const enabled = await securityCall(ctx.app, user.token, 'POST', 'two-factor/enable', { code, password: payload.password });
    expect(enabled.statusCode).toBe(200);

    const reused = await codeStep(ctx.app, await challengeOf(payload.email, payload.password), code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('That code was just used: wait for your app to show the next one, then enter it');
    const wrong = await codeStep(ctx.app, await challengeOf(payload.email, payload.password), code === '000000' ? '111111' : '000000');
    expect(wrong.json().message).toBe('The code is not right: enter the current code from your app');
    const next = await codeStep(ctx.app, await challengeOf(payload.email, payload.password), await codeAt(setup.secret, 1));
    expect(next.statusCode).toBe(200);
  });

  it('should take a recovery code once', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { recoveryCodes } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const recovery = recoveryCodes[3]!.toUpperCase().replaceAll('-', ' ');
    expect((await codeStep(ctx.app, await challengeOf(payload.email, payload.password), recovery)).statusCode).toBe(200);
    const again = await codeStep(ctx.app, await challengeOf(payload.email, payload.password), recovery);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('The code is not right: enter the current code from your app');
    expect(await status(user.token)).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('should refuse an unknown challenge and a code without one', async () => {
    const unknown = await codeStep(ctx.app, 'not-a-challenge', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('This sign-in has expired, please enter your password again');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/login/two-factor', payload: { challenge: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Code is required/);
  });

  it('should throttle wrong codes like passwords: a few free, then a wait', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const challenge = await challengeOf(payload.email, payload.password);
    for (let i = 0; i < loginLimits.freeFailures; i++) {
      expect((await codeStep(ctx.app, challenge, `11111${i}`)).statusCode).toBe(401);
    }
    const refused = await codeStep(ctx.app, challenge, await codeAt(secret));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed codes, please try again in \d+ (second|minute)s?$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('should end a challenge after five wrong codes', async () => {
    const { payload, user } = await signUp(ctx.app);
    await enableTwoFactor(ctx.app, user.token, payload.password);
    const challenge = await challengeOf(payload.email, payload.password);
    const statuses = [];
    // The account's code throttle would answer first: forget its failures before each try.
    for (let i = 0; i < 6; i++) {
      await ctx.database.db.delete(loginAttempts).where(like(loginAttempts.key, 'code%'));
      statuses.push((await codeStep(ctx.app, challenge, `22222${i}`)).json().message);
    }
    expect(statuses.at(-1)).toBe('This sign-in has expired, please enter your password again');
  });

  it('should turn two-factor off only with the password and a current code or a recovery code', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { password } = payload;
    const { recoveryCodes } = await enableTwoFactor(ctx.app, user.token, password);
    const wrong = await securityCall(ctx.app, user.token, 'POST', 'two-factor/disable', { code: '123456', password });
    expect(wrong.statusCode).toBe(400);
    expect((await status(user.token)).enabled).toBe(true);
    const off = await securityCall(ctx.app, user.token, 'POST', 'two-factor/disable', { code: recoveryCodes[0], password });
    expect(off.statusCode).toBe(200);
    expect(await status(user.token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const login = await passwordStep(ctx.app, payload.email, payload.password);
    expect(login.json<CurrentUser>().token).toEqual(expect.any(String));
    expect((await securityCall(ctx.app, user.token, 'POST', 'two-factor/disable', { code: '123456', password })).statusCode).toBe(409);
  });

  it('should mail a security notice when two-factor is turned on and when it is turned off', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { recoveryCodes } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const on = await mailbox.waitFor({ to: payload.email, subject: 'Two-factor sign-in is on' });
    expect(on.text).toContain('asks for a code from your authenticator app');
    expect(on.links.some((link) => link.endsWith('/security'))).toBe(true);
    await securityCall(ctx.app, user.token, 'POST', 'two-factor/disable', { code: recoveryCodes[0], password: payload.password });
    const off = await mailbox.waitFor({ to: payload.email, subject: 'Two-factor sign-in was turned off' });
    expect(off.text).toContain('no longer asks for a code');
  });

  it('should not turn two-factor on or off with a session alone: the current password is asked', async () => {
    const { payload, user } = await signUp(ctx.app);
    const setup = (await securityCall(ctx.app, user.token, 'POST', 'two-factor/setup')).json<TwoFactorSetup>();
    const noPassword = await securityCall(ctx.app, user.token, 'POST', 'two-factor/enable', { code: await codeAt(setup.secret) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/Current password is required/);
    const wrongPassword = await securityCall(ctx.app, user.token, 'POST', 'two-factor/enable', { code: await codeAt(setup.secret), password: 'not my password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('The current password is not correct');
    expect((await status(user.token)).enabled).toBe(false);

    const { recoveryCodes } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const offWithout = await securityCall(ctx.app, user.token, 'POST', 'two-factor/disable', { code: recoveryCodes[0] });
    expect(offWithout.statusCode).toBe(400);
    const offWrong = await securityCall(ctx.app, user.token, 'POST', 'two-factor/disable', { code: recoveryCodes[0], password: 'not my password' });
    expect(offWrong.json().message).toBe('The current password is not correct');
    // The recovery code was not spent by the refused attempts.
    expect(await status(user.token)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('should count wrong codes of one signed-in browser apart from the owner\'s others', async () => {
    const { payload, user } = await signUp(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const other = (await codeStep(ctx.app, await challengeOf(payload.email, payload.password), await codeAt(secret))).json<CurrentUser>();
    // The throttle answers at once after the free failures of a browser.
    for (let i = 0; i <= loginLimits.perKnownBrowser + loginLimits.freeFailures; i++) {
      await securityCall(ctx.app, other.token, 'POST', 'two-factor/disable', { code: `33333${i % 10}`, password: payload.password });
    }
    expect((await securityCall(ctx.app, other.token, 'POST', 'two-factor/disable', { code: '444444', password: payload.password })).statusCode).toBe(429);
    const own = await securityCall(ctx.app, user.token, 'POST', 'two-factor/disable', { code: await codeAt(secret, 1), password: payload.password });
    expect(own.statusCode).toBe(200);
  });
});
