import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser, SignedInBrowser } from '@commons/shared/domain';
import { sessions } from '../../../../../src/db/schema';
import { bearer, signUp } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { securityCall } from '../../../../helpers/two-factor';

const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('signed-in browsers', () => {
  const ctx = useTestApp();
  const loginFrom = async (email: string, password: string, userAgent: string, remoteAddress: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/api/auth/individual/login',
        payload: { email, password },
        headers: { 'user-agent': userAgent },
        remoteAddress,
      })
    ).json<CurrentUser>().token;
  const list = async (token: string) =>
    (await securityCall(ctx.app, token, 'GET', 'sessions')).json<{ sessions: SignedInBrowser[] }>().sessions;

  it('should list each open session with its browser, address and times, marking this browser', async () => {
    const { payload, user } = await signUp(ctx.app);
    const laptop = await loginFrom(payload.email, payload.password, chromeOnLinux, '198.51.100.7');
    await loginFrom(payload.email, payload.password, safariOnIphone, '198.51.100.8');
    const listed = await list(laptop);
    expect(listed).toHaveLength(3);
    expect(listed.filter((row) => row.current)).toEqual([
      expect.objectContaining({ browser: 'Chrome on Linux', address: '198.51.100.7', current: true }),
    ]);
    expect(listed.map((row) => row.browser)).toContain('Safari on iOS');
    expect(listed.every((row) => !Number.isNaN(Date.parse(row.createdAt)) && !Number.isNaN(Date.parse(row.lastUsedAt)))).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(user.token);
  });

  it('should sign one browser out, and refuse a session of another account with 404', async () => {
    const { payload, user } = await signUp(ctx.app);
    const phone = await loginFrom(payload.email, payload.password, safariOnIphone, '198.51.100.9');
    const phoneRow = (await list(phone)).find((row) => row.current)!;
    const { user: stranger } = await signUp(ctx.app);

    const refused = await securityCall(ctx.app, stranger.token, 'POST', `sessions/${phoneRow.id}/revoke`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No such signed-in browser');
    expect((await securityCall(ctx.app, phone, 'GET', 'sessions')).statusCode).toBe(200);
    expect((await securityCall(ctx.app, user.token, 'POST', 'sessions/not-a-uuid/revoke')).statusCode).toBe(404);

    const revoked = await securityCall(ctx.app, user.token, 'POST', `sessions/${phoneRow.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/api/user/individual/my-profile', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await list(user.token)).map((row) => row.id)).not.toContain(phoneRow.id);
    expect((await securityCall(ctx.app, user.token, 'POST', `sessions/${phoneRow.id}/revoke`)).statusCode).toBe(404);
  });

  it("should note a session's use once its last noted use is over a minute old", async () => {
    const { user } = await signUp(ctx.app);
    // Ten minutes: well past the minute, within the idle timeout (docs/configuration.md#accounts-and-sessions).
    const earlier = new Date(Date.now() - 10 * 60_000);
    await ctx.database.db.update(sessions).set({ lastUsedAt: earlier }).where(eq(sessions.individualId, user.individualId));
    await list(user.token);
    // Written beside the request, never delaying it.
    const lastUsed = async () =>
      (await ctx.database.db.select().from(sessions).where(eq(sessions.individualId, user.individualId)))[0]!.lastUsedAt.getTime();
    await expect.poll(lastUsed).toBeGreaterThan(earlier.getTime() + 60_000);
  });
});
