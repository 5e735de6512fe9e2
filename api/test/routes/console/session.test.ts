import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleSessions } from '../../../src/db/schema';
import { hashToken } from '../../../src/domains/auth/tokens';
import { bearer, signUp } from '../../helpers/accounts';
import { operatorToken, useTestApp } from '../../helpers/build';
import { codeAt, roomInStep } from '../../helpers/two-factor';
import { consoleCall, cookieOf, enrolledStaff, signedInStaff, staffOps, staffPassword } from '../../helpers/staff';

const refused = { message: 'The email, password or code is not right' };
const signInFirst = { message: 'Please sign in to the console' };

describe('console sessions: POST, GET and DELETE /session', () => {
  const ctx = useTestApp({ publicUrl: 'https://commons.example' });
  const signIn = (payload: object) => consoleCall(ctx.app, 'POST', '/session', { payload });
  const me = (cookie?: string, headers?: Record<string, string>) => consoleCall(ctx.app, 'GET', '/session', { cookie, headers });
  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const setSession = (cookie: string, change: Partial<typeof consoleSessions.$inferInsert>) =>
    ctx.app.db.update(consoleSessions).set(change).where(eq(consoleSessions.tokenHash, hashToken(tokenOf(cookie))));

  it('should sign in with a cookie session, tell who is signed in, and sign out', async () => {
    const staff = await enrolledStaff(ctx.app, 'release-engineer');
    const answer = await signIn({ email: staff.email.toUpperCase(), password: staffPassword, code: await codeAt(staff.secret) });
    expect(answer.statusCode).toBe(200);
    const line = [answer.headers['set-cookie']].flat()[0]!;
    expect(line).toMatch(/^console_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/api\/console; HttpOnly; SameSite=Strict; Secure$/);
    const body = answer.json();
    expect(body).toMatchObject({ staff: { email: staff.email, name: 'Sam Staff', role: 'release-engineer', projects: [] }, idleMinutes: 15 });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(12 * 3_600_000 - 60_000);
    const cookie = cookieOf(answer);
    const [stored] = await ctx.app.db.select().from(consoleSessions).where(eq(consoleSessions.tokenHash, hashToken(tokenOf(cookie))));
    expect(stored).toBeDefined();

    const current = await me(cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(body);

    const out = await consoleCall(ctx.app, 'DELETE', '/session', { cookie });
    expect(out.statusCode).toBe(204);
    expect([out.headers['set-cookie']].flat()[0]).toMatch(/^console_session=; Max-Age=0; Path=\/api\/console/);
    expect((await me(cookie)).json()).toEqual(signInFirst);
    expect((await consoleCall(ctx.app, 'DELETE', '/session', { cookie })).statusCode).toBe(401);
  });

  it('should give one refusal for a wrong email, password or code, and for a disabled member', async () => {
    const staff = await enrolledStaff(ctx.app);
    const code = await codeAt(staff.secret);
    for (const payload of [
      { email: 'nobody@example.com', password: staffPassword, code },
      { email: staff.email, password: 'not the passphrase', code },
      { email: staff.email, password: staffPassword, code: code === '123456' ? '654321' : '123456' },
    ]) {
      const answer = await signIn(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refused);
    }
    await staffOps(ctx.app).disable(staff.email);
    expect((await signIn({ email: staff.email, password: staffPassword, code })).json()).toEqual(refused);
  });

  it('should refuse a code used once already, and take a recovery code once', async () => {
    const staff = await enrolledStaff(ctx.app);
    await roomInStep();
    const code = await codeAt(staff.secret);
    expect((await signIn({ email: staff.email, password: staffPassword, code })).statusCode).toBe(200);
    expect((await signIn({ email: staff.email, password: staffPassword, code })).json()).toEqual(refused);
    const recovery = staff.recoveryCodes[0]!;
    expect((await signIn({ email: staff.email, password: staffPassword, code: recovery.toUpperCase() })).statusCode).toBe(200);
    expect((await signIn({ email: staff.email, password: staffPassword, code: recovery })).json()).toEqual(refused);
  });

  it('should end a session idle for 15 minutes, and one past 12 hours however busy', async () => {
    const idle = await signedInStaff(ctx.app);
    await setSession(idle.cookie, { lastUsedAt: new Date(Date.now() - 14 * 60_000) });
    expect((await me(idle.cookie)).statusCode).toBe(200);
    await setSession(idle.cookie, { lastUsedAt: new Date(Date.now() - 16 * 60_000) });
    expect((await me(idle.cookie)).json()).toEqual(signInFirst);

    const old = await signedInStaff(ctx.app);
    await setSession(old.cookie, { expiresAt: new Date(Date.now() - 1000), lastUsedAt: new Date() });
    expect((await me(old.cookie)).statusCode).toBe(401);
  });

  it('should end the sessions on a role change, on disabling and on a second-factor reset', async () => {
    const ops = staffOps(ctx.app);
    const moved = await signedInStaff(ctx.app);
    await ops.changeRole({ email: moved.email, role: 'release-engineer', project: [] });
    expect((await me(moved.cookie)).statusCode).toBe(401);

    const disabled = await signedInStaff(ctx.app);
    await ops.disable(disabled.email);
    expect((await me(disabled.cookie)).statusCode).toBe(401);

    const reset = await signedInStaff(ctx.app);
    await ops.resetTwoFactor(reset.email);
    expect((await me(reset.cookie)).statusCode).toBe(401);
    await roomInStep();
    const withOldApp = await signIn({ email: reset.email, password: staffPassword, code: await codeAt(reset.secret, 1) });
    expect(withOldApp.json()).toEqual(refused);
    const withOldRecovery = await signIn({ email: reset.email, password: staffPassword, code: reset.recoveryCodes[1]! });
    expect(withOldRecovery.json()).toEqual(refused);
  });

  it('should refuse a customer\'s or the machine\'s bearer token, and keep the cookie out of /api/api', async () => {
    const { user } = await signUp(ctx.app);
    expect((await me(undefined, bearer(user.token))).json()).toEqual(signInFirst);
    expect((await me(undefined, bearer(operatorToken))).statusCode).toBe(401);

    const staff = await signedInStaff(ctx.app);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/api/user/individual/my-profile', headers: { cookie: staff.cookie } });
    expect(profile.statusCode).toBe(401);
    const asBearer = await ctx.app.inject({ method: 'GET', url: '/api/api/user/individual/my-profile', headers: bearer(tokenOf(staff.cookie)) });
    expect(asBearer.statusCode).toBe(401);
  });
});
