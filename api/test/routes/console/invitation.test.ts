import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffInvitations } from '../../../src/db/schema';
import { hashToken } from '../../../src/domains/auth/tokens';
import { useTestApp } from '../../helpers/build';
import { outboxTo } from '../../helpers/outbox';
import { codeAt, roomInStep } from '../../helpers/two-factor';
import { consoleCall, invitationOf, mailedToken, staffEmail, staffOps, staffPassword } from '../../helpers/staff';

const gone = { message: 'This invitation is not valid any more: ask an operator for a new one' };

describe('console invitations: GET /invitation and POST /invitation/accept', () => {
  const ctx = useTestApp({ publicUrl: 'https://commons.example' });

  async function invited() {
    const email = staffEmail();
    await staffOps(ctx.app).add({ email, name: 'Ivy Invited', role: 'release-engineer', project: [] });
    return { email, token: await mailedToken(ctx.app, email) };
  }
  const accept = (payload: object) => consoleCall(ctx.app, 'POST', '/invitation/accept', { payload });

  it('should mail a 256-bit link under PUBLIC_URL, and show the same secret on every reload', async () => {
    const { email, token } = await invited();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [mail] = await outboxTo(ctx.app.db, email);
    expect(mail!.text).toContain(`https://commons.example/console/invite?token=${token}`);
    const first = await consoleCall(ctx.app, 'GET', `/invitation?token=${token}`);
    expect(first.statusCode).toBe(200);
    const invitation = first.json();
    expect(invitation).toMatchObject({ email, name: 'Ivy Invited', role: 'release-engineer' });
    expect(invitation.otpauthUrl).toContain(`secret=${invitation.secret}`);
    expect((await invitationOf(ctx.app, token)).secret).toBe(invitation.secret);
    const [stored] = await ctx.app.db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, hashToken(token)));
    expect(stored!.secret).not.toContain(invitation.secret);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
  });

  it('should answer 404 for an unknown or expired token', async () => {
    expect((await consoleCall(ctx.app, 'GET', '/invitation?token=nothing-like-it')).json()).toEqual(gone);
    const { token } = await invited();
    await ctx.app.db.update(staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvitations.tokenHash, hashToken(token)));
    const answer = await consoleCall(ctx.app, 'GET', `/invitation?token=${token}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual(gone);
  });

  it('should refuse a wrong code and a weak password, changing nothing', async () => {
    const { token } = await invited();
    const { secret } = await invitationOf(ctx.app, token);
    const wrong = await accept({ token, password: staffPassword, code: '000000' === (await codeAt(secret)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'The code is not right: enter the current code from your app' });
    const weak = await accept({ token, password: 'password', code: await codeAt(secret) });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^password: /);
    const short = await accept({ token, password: 'short', code: await codeAt(secret) });
    expect(short.statusCode).toBe(400);
    expect((await consoleCall(ctx.app, 'GET', `/invitation?token=${token}`)).statusCode).toBe(200);
  });

  it('should enrol with a current code, give ten recovery codes, and be used up', async () => {
    const { token } = await invited();
    const { secret } = await invitationOf(ctx.app, token);
    await roomInStep();
    const accepted = await accept({ token, password: staffPassword, code: await codeAt(secret) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().recoveryCodes).toHaveLength(10);
    expect((await consoleCall(ctx.app, 'GET', `/invitation?token=${token}`)).statusCode).toBe(404);
    const again = await accept({ token, password: staffPassword, code: await codeAt(secret) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(gone);
  });

  it('should void the link of a disabled staff member', async () => {
    const { email, token } = await invited();
    await staffOps(ctx.app).disable(email);
    expect((await consoleCall(ctx.app, 'GET', `/invitation?token=${token}`)).statusCode).toBe(404);
  });
});
