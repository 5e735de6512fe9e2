import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginLimits } from '../../../../../src/config';
import { accountTokens } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/domains/auth/tokens';
import { signUp, uniqueEmail } from '../../../../helpers/accounts';
import { signUpVerified } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { outboxTo } from '../../../../helpers/outbox';
import { codeAt, codeStep, enableTwoFactor } from '../../../../helpers/two-factor';

const loginUrl = '/api/api/auth/individual/login';
const linkUrl = '/api/api/auth/individual/login/link';
const linkSubject = 'Your one-time sign-in link';
const attackSubject = 'Many failed sign-ins on your account';

// A small account cap, so the attack takes a dozen requests (docs/product-rules.md#sign-in-security).
const loginLimits: LoginLimits = {
  freeFailures: 3,
  baseDelaySeconds: 60,
  maxDelaySeconds: 240,
  perAccount: 6,
  perAddress: 50,
  windowMinutes: 60,
  perKnownBrowser: 4,
};

describe("the mailed sign-in link when the account's cap for unknown browsers is reached", () => {
  const ctx = useTestApp({ loginLimits });
  let next = 0;
  /** A fresh client address, so only the account's cap can refuse. */
  const address = () => `10.20.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
  const login = (email: string, password: string, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url: loginUrl, payload: { email, password }, remoteAddress: address(), headers: cookie ? { cookie } : {} });
  const follow = (token: string) => ctx.app.inject({ method: 'POST', url: linkUrl, payload: { token }, remoteAddress: address() });

  /** A new account whose cap for unknown browsers a stranger used up, one guess per address. */
  async function attacked() {
    const { payload, user } = await signUp(ctx.app);
    for (let i = 0; i < loginLimits.perAccount; i++) expect((await login(payload.email, `guess ${i}`)).statusCode).toBe(401);
    return { payload, user };
  }
  const mailsTo = async (email: string, subject: string) => (await outboxTo(ctx.app.db, email)).filter((mail) => mail.subject === subject);
  const linkIn = async (email: string) => {
    const [mail] = await mailsTo(email, linkSubject);
    const token = /\/sign-in-link\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no sign-in link to ${email}`);
    return token;
  };

  it('should mail the right password a one-time link instead of a 429, and sign in the browser that follows it', async () => {
    const { payload } = await attacked();
    const answer = await login(payload.email, payload.password);
    expect(answer.statusCode).toBe(403);
    expect(answer.json<{ message: string }>().message).toMatch(/emailed you a one-time sign-in link/);
    expect(answer.headers['retry-after']).toBeUndefined();

    const followed = await follow(await linkIn(payload.email));
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({ individualEmail: payload.email, token: expect.any(String) });
    // That browser is known from now on: its password alone signs it in despite the attack.
    const cookie = String(followed.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^commons_device=/);
    expect((await login(payload.email, payload.password, cookie)).statusCode).toBe(200);
  });

  it('should answer a wrong password, and an address without an account, exactly as the right one, mailing no link', async () => {
    const { payload } = await attacked();
    const right = await login(payload.email, payload.password);
    const wrong = await login(payload.email, 'another guess');
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.json()).toEqual(right.json());
    expect(await mailsTo(payload.email, linkSubject)).toHaveLength(1);

    const nobody = uniqueEmail();
    for (let i = 0; i < loginLimits.perAccount; i++) await login(nobody, `guess ${i}`);
    const none = await login(nobody, payload.password);
    expect(none.statusCode).toBe(right.statusCode);
    expect(none.json()).toEqual(right.json());
  });

  it('should let a link work once, for a short while, for its account only', async () => {
    const { payload } = await attacked();
    await login(payload.email, payload.password);
    const token = await linkIn(payload.email);
    const [row] = await ctx.app.db.select().from(accountTokens).where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ purpose: 'sign-in', email: payload.email });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    expect((await follow(token)).statusCode).toBe(200);
    const again = await follow(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This sign-in link has expired or was already used. Please sign in again.' });
  });

  it('should refuse an expired link and change nothing', async () => {
    const { payload } = await attacked();
    await login(payload.email, payload.password);
    const token = await linkIn(payload.email);
    await ctx.app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.tokenHash, hashToken(token)));
    const answer = await follow(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('should still ask for the second factor when the account has one', async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    for (let i = 0; i < loginLimits.perAccount; i++) await login(payload.email, `guess ${i}`);
    expect((await login(payload.email, payload.password)).statusCode).toBe(403);
    const followed = await follow(await linkIn(payload.email));
    expect(followed.statusCode).toBe(200);
    const { challenge, twoFactorRequired } = followed.json<{ challenge: string; twoFactorRequired: boolean }>();
    expect(twoFactorRequired).toBe(true);
    expect(followed.headers['set-cookie']).toBeUndefined();
    const signedIn = await codeStep(ctx.app, challenge, await codeAt(secret), address());
    expect(signedIn.statusCode).toBe(200);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^commons_device=/);
  });

  it('should tell the owner as soon as a failure fills the cap', async () => {
    const { payload } = await attacked();
    expect(await mailsTo(payload.email, attackSubject)).toHaveLength(1);
  });

  it('should tell the owner of the attack once per window', async () => {
    const { payload } = await attacked();
    for (let i = 0; i < 3; i++) await login(payload.email, `more guesses ${i}`);
    await login(payload.email, payload.password);
    const notices = await mailsTo(payload.email, attackSubject);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toMatch(/Forgot password/);
  });

  it('should refuse a malformed token with its message', async () => {
    const answer = await follow('not a token');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBeTruthy();
  });
});
