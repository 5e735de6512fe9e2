import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleSignInLinkGone } from '@commons/shared/schemas';
import type { LoginLimits } from '../../../src/config';
import { loginAttempts, staffSignInLinks } from '../../../src/db/schema';
import { hashToken } from '../../../src/domains/auth/tokens';
import { signInCapped, signInRefused } from '../../../src/domains/staff/console-service';
import { useTestApp } from '../../helpers/build';
import { outboxTo } from '../../helpers/outbox';
import { codeAt } from '../../helpers/two-factor';
import { consoleCall, enrolledStaff, staffEmail, staffOps, staffPassword } from '../../helpers/staff';

// A small account cap, so the attack takes a few requests (docs/product-rules.md#sign-in-security).
const loginLimits: LoginLimits = {
  freeFailures: 3,
  baseDelaySeconds: 60,
  maxDelaySeconds: 240,
  perAccount: 4,
  perAddress: 50,
  windowMinutes: 60,
  perKnownBrowser: 4,
};
const linkSubject = 'Your one-time console sign-in link';
const attackSubject = 'Many failed sign-ins on your console account';

describe("the console's mailed sign-in link: POST /sign-in-link and POST /session with a link", () => {
  const ctx = useTestApp({ loginLimits, publicUrl: 'https://commons.example' });
  let next = 0;
  /** A fresh client address, so only the account's cap can refuse. */
  const address = () => `10.30.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
  const signIn = (payload: object) => consoleCall(ctx.app, 'POST', '/session', { payload, remoteAddress: address() });
  const askLink = (email: string, remoteAddress = address()) => consoleCall(ctx.app, 'POST', '/sign-in-link', { payload: { email }, remoteAddress });
  const linkMails = async (email: string) => (await outboxTo(ctx.app.db, email)).filter((mail) => mail.subject === linkSubject);
  const latestLink = async (email: string) => {
    const token = /\/console\/login\?link=([\w-]{43})/.exec((await linkMails(email)).at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`no console sign-in link to ${email}`);
    return token;
  };
  const failuresOf = async (email: string) => (await ctx.app.db.select().from(loginAttempts).where(like(loginAttempts.key, `%console:${email}`))).length;

  /** An enrolled member whose account's cap a stranger used up, one guess per address. */
  async function attacked() {
    const staff = await enrolledStaff(ctx.app);
    for (let i = 0; i < loginLimits.perAccount; i++) {
      expect((await signIn({ email: staff.email, password: `guess ${i}`, code: '123456' })).statusCode).toBe(400);
    }
    return staff;
  }

  it('should refuse the right set without a link once the cap is reached, mailing a link to the right password only', async () => {
    const staff = await attacked();
    const wrong = await signIn({ email: staff.email, password: 'another guess', code: '123456' });
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toEqual({ message: signInCapped });
    expect(await linkMails(staff.email)).toHaveLength(0);

    const right = await signIn({ email: staff.email, password: staffPassword, code: staff.recoveryCodes[0] });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: signInCapped });
    expect(right.headers['set-cookie']).toBeUndefined();
    const [mail] = await linkMails(staff.email);
    expect(mail?.text).toContain('https://commons.example/console/login?link=');
  });

  it('should tell an active member of the attack once per window, whatever the guesses', async () => {
    const staff = await attacked();
    const attackMails = async () => (await outboxTo(ctx.app.db, staff.email)).filter((mail) => mail.subject === attackSubject);
    expect(await attackMails()).toHaveLength(0);
    for (const password of ['another guess', staffPassword]) {
      expect((await signIn({ email: staff.email, password, code: '123456' })).statusCode).toBe(429);
    }
    const [mail, ...more] = await attackMails();
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('https://commons.example/console/login');
  });

  it('should mail a link on request, and give the same reply for an address that is no staff member', async () => {
    const staff = await enrolledStaff(ctx.app);
    const known = await askLink(staff.email.toUpperCase());
    const unknown = await askLink(staffEmail());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ sent: true });
    expect(unknown.json()).toEqual(known.json());
    expect(await linkMails(staff.email)).toHaveLength(1);
    const [row] = await ctx.app.db.select().from(staffSignInLinks).where(eq(staffSignInLinks.tokenHash, hashToken(await latestLink(staff.email))));
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it('should refuse a fourth request for one address in a quarter hour alike, known or not', async () => {
    const staff = await enrolledStaff(ctx.app);
    const stranger = staffEmail();
    for (let i = 0; i < 3; i++) {
      expect((await askLink(staff.email)).statusCode).toBe(200);
      expect((await askLink(stranger)).statusCode).toBe(200);
    }
    const [known, unknown] = [await askLink(staff.email), await askLink(stranger)];
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(await linkMails(staff.email)).toHaveLength(3);
  });

  it('should sign in with the link, password and code despite the cap, once, and forget the failures', async () => {
    const staff = await attacked();
    expect((await askLink(staff.email)).statusCode).toBe(200);
    const link = await latestLink(staff.email);

    const wrongPassword = await signIn({ email: staff.email, password: 'a guess', code: await codeAt(staff.secret), link });
    expect(wrongPassword.json()).toEqual({ message: signInRefused });
    const answer = await signIn({ email: staff.email, password: staffPassword, code: staff.recoveryCodes[0], link });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ staff: { email: staff.email } });
    expect(await failuresOf(staff.email)).toBe(0);

    const again = await signIn({ email: staff.email, password: staffPassword, code: staff.recoveryCodes[1], link });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: consoleSignInLinkGone });
    // The failures are forgotten: the account signs in as usual again.
    expect((await signIn({ email: staff.email, password: staffPassword, code: staff.recoveryCodes[2] })).statusCode).toBe(200);
  });

  it("should refuse an expired, unknown or another member's link, counting nothing", async () => {
    const staff = await attacked();
    const other = await enrolledStaff(ctx.app);
    await askLink(staff.email);
    await askLink(other.email);
    const link = await latestLink(staff.email);
    await ctx.app.db.update(staffSignInLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffSignInLinks.tokenHash, hashToken(link)));
    const failures = await failuresOf(staff.email);
    for (const tried of [link, 'no-such-link', await latestLink(other.email)]) {
      const answer = await signIn({ email: staff.email, password: staffPassword, code: staff.recoveryCodes[0], link: tried });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: consoleSignInLinkGone });
    }
    expect(await failuresOf(staff.email)).toBe(failures);
  });

  it('should mail a disabled member no link, and make their earlier link useless', async () => {
    const staff = await attacked();
    await askLink(staff.email);
    const link = await latestLink(staff.email);
    await staffOps(ctx.app).disable(staff.email);
    expect((await askLink(staff.email)).json()).toEqual({ sent: true });
    expect(await linkMails(staff.email)).toHaveLength(1);
    const answer = await signIn({ email: staff.email, password: staffPassword, code: staff.recoveryCodes[0], link });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
