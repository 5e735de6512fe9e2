import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, individuals } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/domains/auth/tokens';
import { brokenLinkMessage } from '@commons/shared/schemas';
import { linkToken } from '../../../../helpers/account-links';
import { bearer, signUp } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { useMailbox } from '../../../../helpers/mailbox';

const verifyUrl = '/api/api/auth/individual/verify-email';
const resendUrl = '/api/api/user/individual/resend-verification';
const usedLink = 'This link has expired or was already used. Sign in to ask for a new one.';

describe('email verification', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));

  const verify = (token: unknown) => ctx.app.inject({ method: 'POST', url: verifyUrl, payload: { token } });
  const profileOf = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/api/user/individual/my-profile', headers: bearer(token) })).json<{
      emailVerified: boolean;
    }>();

  it('should mail a link at signup that verifies the address once', async () => {
    const { user } = await signUp(ctx.app);
    expect(user.emailVerified).toBe(false);
    const mail = await mailbox.waitFor({ to: user.individualEmail, subject: 'Confirm your email address' });
    const token = linkToken(mail, '/verify-email');

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: user.individualEmail, changed: false });
    expect((await profileOf(user.token)).emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: usedLink });
  });

  it('should refuse an expired link and leave the address unverified', async () => {
    const { user } = await signUp(ctx.app);
    const token = linkToken(await mailbox.waitFor({ to: user.individualEmail }), '/verify-email');
    await ctx.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: usedLink });
    expect((await profileOf(user.token)).emailVerified).toBe(false);
  });

  it.each([[''], ['short'], [42], ['x'.repeat(44)], ['x'.repeat(42) + '!']])('should answer 400 to the malformed token %j', async (token) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: brokenLinkMessage });
  });

  it('should answer an unknown well-formed token as a used one', async () => {
    const response = await verify('A'.repeat(43));
    expect(response.json()).toEqual({ message: usedLink });
  });

  it('should resend a new link that voids the old one, at most once a minute', async () => {
    const { user } = await signUp(ctx.app);
    const first = linkToken(await mailbox.waitFor({ to: user.individualEmail }), '/verify-email');
    const after = mailbox.mark();
    const resent = await ctx.app.inject({ method: 'POST', url: resendUrl, headers: bearer(user.token) });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ sent: true });
    const second = linkToken(await mailbox.waitFor({ to: user.individualEmail, after }), '/verify-email');
    expect(second).not.toBe(first);

    const tooSoon = await ctx.app.inject({ method: 'POST', url: resendUrl, headers: bearer(user.token) });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json<{ message: string }>().message).toMatch(/check your inbox/);

    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    const done = await ctx.app.inject({ method: 'POST', url: resendUrl, headers: bearer(user.token) });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ message: 'Your email address is already verified' });
  });

  it('should not verify an address the account no longer uses', async () => {
    const { user } = await signUp(ctx.app);
    const token = linkToken(await mailbox.waitFor({ to: user.individualEmail }), '/verify-email');
    await ctx.app.db.update(individuals).set({ email: `moved-${user.individualEmail}` }).where(eq(individuals.id, user.individualId));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect((await profileOf(user.token)).emailVerified).toBe(false);
  });
});
