import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TwoFactorChallenge, TwoFactorStatus } from '@commons/shared/domain';
import { twoFactorRecoveryRequests } from '../../../../../src/db/schema';
import { bearer } from '../../../../helpers/accounts';
import { signUpVerified } from '../../../../helpers/account-state';
import { operatorToken, useTestApp } from '../../../../helpers/build';
import { useMailbox } from '../../../../helpers/mailbox';
import { outboxTo } from '../../../../helpers/outbox';
import { codeStep, enableTwoFactor, passwordStep, securityCall } from '../../../../helpers/two-factor';

/** Losing the second factor (docs/product-rules.md#losing-the-second-factor): filed signed out, decided by an operator. */
describe('two-factor recovery requests', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));
  const file = (payload: object, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/two-factor-recovery', payload, remoteAddress });
  const operator = (command: string, payload: object, headers: Record<string, string> = { authorization: `Bearer ${operatorToken}` }) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/two-factor/${command}`, payload, headers });
  const waiting = async (email: string) =>
    (await operator('requests', {})).json<{ requests: Array<{ requestId: string; email: string }> }>().requests.filter((r) => r.email === email);
  const statusOf = async (token: string) => (await securityCall(ctx.app, token, 'GET', 'two-factor')).json<TwoFactorStatus>();

  /** An account with two-factor on: its sign-up, session and email. */
  async function enrolled() {
    const { payload, user } = await signUpVerified(ctx.app);
    await enableTwoFactor(ctx.app, user.token, payload.password);
    return { payload, user, email: payload.email };
  }

  it('should file nothing without the right password', async () => {
    const { payload, user } = await enrolled();
    const wrong = await file({ email: payload.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    const nobody = await file({ email: 'nobody-here@example.com', password: 'whatever it is' });
    expect(nobody.statusCode).toBe(401);
    expect(await ctx.database.db.select().from(twoFactorRecoveryRequests).where(eq(twoFactorRecoveryRequests.individualId, user.individualId))).toEqual([]);
    expect((await file({})).statusCode).toBe(400);
  });

  it('should file a request with the password, mail the owner at once, and take one at a time', async () => {
    const { payload, email } = await enrolled();
    const filed = await file({ email, password: payload.password });
    expect(filed.statusCode).toBe(202);
    expect(filed.json()).toEqual({ filed: true, expiresAt: expect.any(String) });
    const mail = await mailbox.waitFor({ to: email, subject: 'A request to turn off your two-factor sign-in' });
    expect(mail.text).toContain('If this was not you');
    expect(await waiting(email)).toHaveLength(1);

    const again = await file({ email, password: payload.password });
    expect(again.statusCode).toBe(409);
    expect(await waiting(email)).toHaveLength(1);
  });

  it("should file a request from the sign-in's code step, which then ends", async () => {
    const { payload, email } = await enrolled();
    const { challenge } = (await passwordStep(ctx.app, email, payload.password)).json<TwoFactorChallenge>();
    expect((await file({ challenge })).statusCode).toBe(202);
    expect(await waiting(email)).toHaveLength(1);
    expect((await codeStep(ctx.app, challenge, '123456')).statusCode).toBe(401);
    expect((await file({ challenge: 'no such challenge' })).statusCode).toBe(401);
  });

  it('should refuse a request for an account without two-factor', async () => {
    const { payload } = await signUpVerified(ctx.app);
    const response = await file({ email: payload.email, password: payload.password });
    expect(response.statusCode).toBe(409);
    expect(await waiting(payload.email)).toEqual([]);
  });

  it('should approve after the identity check: two-factor off, every session ended, the owner mailed', async () => {
    const { payload, user, email } = await enrolled();
    await file({ email, password: payload.password });
    const [request] = await waiting(email);
    expect((await operator('approve', { requestId: request!.requestId, by: 'olga' })).statusCode).toBe(400);
    const approved = await operator('approve', { requestId: request!.requestId, by: 'olga', check: 'video call, ID card matched the profile' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ requestId: request!.requestId, email, status: 'APPROVED' });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/api/user/individual/my-profile', headers: bearer(user.token) })).statusCode).toBe(401);
    const signedIn = await passwordStep(ctx.app, email, payload.password);
    expect(signedIn.json()).toMatchObject({ token: expect.any(String) });
    expect(await statusOf(signedIn.json().token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    await mailbox.waitFor({ to: email, subject: 'Two-factor sign-in was turned off at your request' });
    const [row] = await ctx.database.db.select().from(twoFactorRecoveryRequests).where(eq(twoFactorRecoveryRequests.id, request!.requestId));
    expect(row).toMatchObject({ status: 'APPROVED', decidedBy: 'olga', identityCheck: 'video call, ID card matched the profile' });
    expect((await operator('approve', { requestId: request!.requestId, by: 'olga', check: 'again' })).statusCode).toBe(409);
  });

  it('should refuse with a reason that the owner is mailed, leaving two-factor on', async () => {
    const { payload, user, email } = await enrolled();
    await file({ email, password: payload.password });
    const [request] = await waiting(email);
    expect((await operator('refuse', { requestId: request!.requestId, by: 'olga' })).statusCode).toBe(400);
    const refused = await operator('refuse', { requestId: request!.requestId, by: 'olga', reason: 'Nobody answered at the phone number on file' });
    expect(refused.json()).toEqual({ requestId: request!.requestId, email, status: 'REFUSED' });
    const mail = await mailbox.waitFor({ to: email, subject: 'Your request to turn off two-factor sign-in was refused' });
    expect(mail.text).toContain('Nobody answered at the phone number on file');
    expect((await statusOf(user.token)).enabled).toBe(true);
    expect(await waiting(email)).toEqual([]);
  });

  it('should let a request lapse: no longer listed nor approvable, and a new one may be filed', async () => {
    const { payload, email, user } = await enrolled();
    await file({ email, password: payload.password });
    const [request] = await waiting(email);
    await ctx.database.db
      .update(twoFactorRecoveryRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorRecoveryRequests.individualId, user.individualId));
    expect(await waiting(email)).toEqual([]);
    const late = await operator('approve', { requestId: request!.requestId, by: 'olga', check: 'video call' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/expired/);
    expect((await statusOf(user.token)).enabled).toBe(true);
    expect((await file({ email, password: payload.password })).statusCode).toBe(202);
  });

  it('should take at most three filings an hour for one account', async () => {
    const { payload, email } = await enrolled();
    for (let i = 0; i < 3; i++) {
      expect((await file({ email, password: payload.password })).statusCode).toBe(202);
      const [request] = await waiting(email);
      await operator('refuse', { requestId: request!.requestId, by: 'olga', reason: 'test' });
    }
    const fourth = await file({ email, password: payload.password });
    expect(fourth.statusCode).toBe(429);
    expect(await waiting(email)).toEqual([]);
    expect((await outboxTo(ctx.database.db, email)).filter((m) => m.subject.startsWith('A request to turn off')).length).toBe(3);
  });

  it('should answer the operator commands only with the operator token', async () => {
    expect((await operator('requests', {}, {})).statusCode).toBe(401);
  });
});
