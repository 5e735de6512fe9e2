import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app';
import { publishFake } from '../../helpers/publish';
import { screen } from '../../helpers/screens';

describe('the console pages', () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    await publishFake(ctx, 'console', '1.0.0', [
      screen('/console/login', 'ConsoleLoginPage', { frame: 'console' }),
      screen('/console', 'ConsoleHomePage', { frame: 'console', access: { guard: 'staff', roles: ['operator', 'release-engineer', 'provider'] } }),
    ]);
    await ctx.app.releases.activate('console', '1.0.0', 'alice');
    await publishFake(ctx, 'account', '1.0.0', [screen('/login', 'LoginPage', { frame: 'bare' })]);
    await ctx.app.releases.activate('account', '1.0.0', 'alice');
  });

  it('should tell search engines not to list a page of the console frame', async () => {
    for (const url of ['/console/login', '/console', '/console?x=1']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it("should leave the customers' pages listable", async () => {
    for (const url of ['/login', '/faq']) {
      expect((await ctx.app.inject({ url })).headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});
