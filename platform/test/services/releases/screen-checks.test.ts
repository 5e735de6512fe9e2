import { readdir, writeFile } from 'node:fs/promises';
import { dashboardPath, loginPath, statusScreenPaths } from '@commons/shared/domain';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import { useTestApp } from '../../helpers/app';
import { tempDir } from '../../helpers/temp-dirs';
import { fakeBuild } from '../../helpers/fake-build';
import { publishFake } from '../../helpers/publish';
import { screen } from '../../helpers/screens';

const wallet = screen('/wallet', 'WalletPage', { access: { guard: 'protected', rule: { menus: ['WALLET'] } }, calls: ['GET /wallet/individual/my-wallet'] });
const dashboard = screen('/dashboard', 'DashboardPage', { access: { guard: 'protected', rule: {} } });

describe("a remote's screens against the host's and the other remotes'", () => {
  const ctx = useTestApp();
  const publish = (sourceDir: string, version: string) =>
    publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, { name: 'carbon', version, sourceDir, withContentHash: false, by: 'alice' });
  const stored = async () => readdir(path.join(ctx.config.deployDir, 'carbon')).catch(() => []);

  beforeAll(async () => {
    await publishFake(ctx, 'wallet', '1.0.0', [wallet]);
    await ctx.app.releases.activate('wallet', '1.0.0', 'alice');
    await publishFake(ctx, 'carbon', '1.0.0', [dashboard]);
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
  });

  it("should refuse to publish a screen at a path of another remote's live version, leaving nothing stored", async () => {
    const build = await fakeBuild('carbon 2.0.0', { screens: [dashboard, screen('/wallet', 'MyWalletPage')] });
    await expect(publish(build, '2.0.0')).rejects.toMatchObject({
      statusCode: 400,
      message: 'carbon 2.0.0 declares screens the site cannot serve: carbon screen /wallet: /wallet is a screen of the wallet remote',
    });
    expect(await stored()).toEqual(['1.0.0']);
    // The fixed build may take the same version.
    await expect(publish(await fakeBuild('carbon 2.0.0 fixed', { screens: [dashboard] }), '2.0.0')).resolves.toMatchObject({ created: true });
  });

  it('should refuse a screen open to callers whom one of its API calls refuses, naming the screen and the caller', async () => {
    const impact = screen('/impact', 'ImpactPage', {
      access: { guard: 'protected', rule: { menus: ['ASSETS'] } },
      calls: ['GET /wallet/individual/my-wallet'],
    });
    const refusal = publish(await fakeBuild('carbon 2.1.0', { screens: [dashboard, impact] }), '2.1.0');
    await expect(refusal).rejects.toMatchObject({ statusCode: 400 });
    await expect(refusal).rejects.toThrow(/^carbon 2\.1\.0 declares screens the site cannot serve: carbon screen \/impact: it lets in an? \w+ sub-user with \[[A-Z_, ]*\], whom its call GET \/wallet\/individual\/my-wallet refuses$/);
  });

  it("should refuse a build whose screens.json is missing, invalid or another remote's", async () => {
    const missing = await tempDir('dist');
    await writeFile(path.join(missing, 'mf-manifest.json'), '{}');
    await expect(publish(missing, '2.2.0')).rejects.toThrow('carbon 2.2.0 declares screens the site cannot serve: screens.json is missing');
    await expect(publish(await fakeBuild('carbon 2.3.0', { remote: 'wallet' }), '2.3.0')).rejects.toThrow('screens.json declares the screens of wallet, not of carbon');
    const invalid = await fakeBuild('carbon 2.4.0');
    await writeFile(path.join(invalid, 'screens.json'), JSON.stringify({ remote: 'carbon', screens: [{ path: '/Impact', page: 'impact' }] }));
    await expect(publish(invalid, '2.4.0')).rejects.toThrow(/screens\.0\.path: path must be/);
  });

  it("should refuse to publish a screen at a host page's path", async () => {
    await expect(publish(await fakeBuild('carbon 2.5.0', { screens: [screen('/faq', 'FaqPage')] }), '2.5.0')).rejects.toThrow(
      "carbon screen /faq: /faq is the host's own page",
    );
  });

  it("should refuse, even with force, to activate a version claiming a host page's path", async () => {
    // Published before the host took /contact-us: its screens are checked again at every switch.
    const hostPages = path.join(ctx.config.hostDist, 'host-pages.json');
    await writeFile(hostPages, JSON.stringify([{ path: '/faq', title: 'FAQ' }]));
    await publishFake(ctx, 'carbon', '3.0.0', [dashboard, screen('/contact-us', 'ContactPage')]);
    await writeFile(hostPages, JSON.stringify([{ path: '/faq', title: 'FAQ' }, { path: '/contact-us', title: 'Contact Us' }]));
    for (const force of [false, true]) {
      await expect(ctx.app.releases.activate('carbon', '3.0.0', 'bob', { force })).rejects.toMatchObject({
        statusCode: 409,
        message: "carbon 3.0.0 declares screens the site cannot serve: carbon screen /contact-us: /contact-us is the host's own page",
      });
    }
    await expect(ctx.app.releases.rollout('carbon', '3.0.0', 10, 'bob', { force: true })).rejects.toMatchObject({ statusCode: 409 });
    expect((await ctx.app.releases.status()).find((s) => s.name === 'carbon')).toMatchObject({ live: { version: '1.0.0' }, rollout: null });
  });

  it("should refuse to switch to a version taking a path another remote's rollout serves", async () => {
    await publishFake(ctx, 'wallet', '1.1.0', [wallet, screen('/impact', 'ImpactPage')]);
    await ctx.app.releases.rollout('wallet', '1.1.0', 20, 'bob');
    await publishFake(ctx, 'carbon', '4.0.0', [dashboard]);
    // Its own rollout's screens are not its neighbours': carbon may take /impact once wallet's rollout ends.
    await ctx.app.releases.activate('carbon', '4.0.0', 'bob');
    const claims = await fakeBuild('carbon 4.1.0', { screens: [dashboard, screen('/impact', 'ImpactPage')] });
    await expect(publish(claims, '4.1.0')).rejects.toThrow('carbon screen /impact: /impact is a screen of the wallet remote');
    await ctx.app.releases.abort('wallet', 'bob');
    await expect(publish(claims, '4.1.0')).resolves.toMatchObject({ created: true });
    await ctx.app.releases.activate('carbon', '4.1.0', 'bob');
    await expect(ctx.app.releases.rollout('wallet', '1.1.0', 20, 'bob')).rejects.toThrow('wallet screen /impact: /impact is a screen of the carbon remote');
  });
});

describe("the paths the host's guards send visitors to", () => {
  const ctx = useTestApp();
  const signIn = [screen('/', 'LoginPage'), screen(loginPath, 'LoginPage')];
  const statusScreens = Object.values(statusScreenPaths).map((path) => screen(path, 'StatusPage'));
  const home = screen(dashboardPath, 'DashboardPage', { access: { guard: 'protected', rule: {} } });
  const stored = async (name: string) => readdir(path.join(ctx.config.deployDir, name)).catch(() => []);

  beforeAll(async () => {
    // 0.9.0 went live before the site had a login screen; 1.0.0 brought it and the status screens.
    await publishFake(ctx, 'account', '0.9.0', [screen('/', 'LoginPage')]);
    await ctx.app.releases.activate('account', '0.9.0', 'alice');
    await publishFake(ctx, 'carbon', '1.0.0', [home]);
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
    await publishFake(ctx, 'account', '1.0.0', [...signIn, ...statusScreens]);
    await ctx.app.releases.activate('account', '1.0.0', 'alice');
  });

  it('should refuse to publish a build that drops one, naming it and whom the host sends there, leaving nothing stored', async () => {
    await expect(publishFake(ctx, 'account', '2.0.0', signIn)).rejects.toMatchObject({
      statusCode: 400,
      message:
        'account 2.0.0 declares screens the site cannot serve: ' +
        'account no longer declares /reviewing, where the host sends a REVIEWING account, and no other live remote does; ' +
        'account no longer declares /suspended, where the host sends a SUSPENDED account, and no other live remote does; ' +
        'account no longer declares /rejected, where the host sends a REJECTED account, and no other live remote does',
    });
    await expect(publishFake(ctx, 'carbon', '2.0.0', [screen('/impact', 'ImpactPage')])).rejects.toThrow(
      'carbon no longer declares /dashboard, where the host sends a signed-in user from the guest, status and restricted-access screens',
    );
    expect(await stored('account')).not.toContain('2.0.0');
    // Keeping them, a version may change anything else.
    await expect(publishFake(ctx, 'account', '2.1.0', [...signIn, ...statusScreens, screen('/register', 'RegisterPage')])).resolves.toMatchObject({ created: true });
  });

  it('should refuse, even with force, to activate, roll out or roll back to a version without one', async () => {
    const refusal = { statusCode: 409, message: expect.stringContaining('account no longer declares /login, where the host sends a visitor without a session') };
    for (const force of [false, true]) {
      await expect(ctx.app.releases.activate('account', '0.9.0', 'bob', { force })).rejects.toMatchObject(refusal);
      await expect(ctx.app.releases.rollback('account', 'bob', { force })).rejects.toMatchObject(refusal);
    }
    await expect(ctx.app.releases.rollout('account', '0.9.0', 10, 'bob')).rejects.toMatchObject(refusal);
    expect((await ctx.app.releases.status()).find((s) => s.name === 'account')).toMatchObject({ live: { version: '1.0.0' }, rollout: null });
  });
});
