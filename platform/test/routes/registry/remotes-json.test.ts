import { describe, expect, it } from 'vitest';
import { createDeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import type { ScreenInput } from '@commons/shared/schemas';
import { useTestApp } from '../../helpers/app';
import { fakeBuild } from '../../helpers/fake-build';
import { singleton, writeShared } from '../../helpers/fake-manifest';
import { screen } from '../../helpers/screens';

describe('GET /registry/remotes.json', () => {
  const ctx = useTestApp();
  // Live from the screens test on: every carbon version after it keeps it, as publish requires.
  const dashboard = screen('/dashboard', 'DashboardPage', { access: { guard: 'protected', rule: {} } });
  const publish = async (version: string, name: 'carbon' | 'wallet' = 'carbon', screens: ScreenInput[] = []) =>
    publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
      name,
      version,
      sourceDir: await fakeBuild(`${name} ${version}`, { screens }),
      withContentHash: false,
      by: 'alice',
    });
  const registry = async (query = '') => {
    const response = await ctx.app.inject({ url: `/registry/remotes.json${query}` });
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };
  const entry = (name: string, version: string, channel = 'canary', screens: unknown[] = []) => ({
    name,
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    channel,
    screens,
  });

  it('should list no remote before any activation, never cached', async () => {
    await publish('0.9.0');
    expect(await registry()).toEqual({ remotes: [] });
  });

  it('should follow the live version through activate and rollback', async () => {
    await publish('1.0.0');
    await publish('1.1.0');
    await ctx.app.releases.activate('carbon', '1.0.0', 'bob');
    await ctx.app.releases.activate('carbon', '1.1.0', 'bob');
    expect(await registry()).toEqual({
      remotes: [entry('carbon', '1.1.0', 'live')],
    });

    await ctx.app.releases.rollback('carbon', 'bob');
    expect((await registry()).remotes).toEqual([entry('carbon', '1.0.0', 'live')]);
  });

  it("should carry each version's screens, live, rolling out and canary alike", async () => {
    const assets = screen('/assets', 'AssetsPage', { access: { guard: 'protected', rule: { menus: ['ASSETS'] } } });
    await publish('1.5.0', 'carbon', [dashboard]);
    await publish('1.6.0', 'carbon', [dashboard, assets]);
    await ctx.app.releases.activate('carbon', '1.5.0', 'bob');
    expect((await registry()).remotes).toEqual([entry('carbon', '1.5.0', 'live', [dashboard])]);
    expect((await registry('?remote=carbon@1.6.0')).remotes).toEqual([entry('carbon', '1.6.0', 'canary', [dashboard, assets])]);

    await ctx.app.releases.rollout('carbon', '1.6.0', 99, 'bob');
    const clients = Array.from({ length: 20 }, (_, i) => `0f8fad5b-d9cb-469f-a165-7086772895${String(i).padStart(2, '0')}`);
    const seen = await Promise.all(clients.map(async (id) => (await registry(`?client=${id}`)).remotes[0]));
    expect(seen).toContainEqual(entry('carbon', '1.6.0', 'rollout', [dashboard, assets]));
    await ctx.app.releases.abort('carbon', 'bob');
  });

  describe('with canaries', () => {
    const refusal = async (query: string) => {
      const response = await ctx.app.inject({ url: `/registry/remotes.json${query}` });
      expect(response.headers['cache-control']).toBe('no-store');
      return { status: response.statusCode, body: response.json() };
    };

    it('should swap in a published version for this reply only', async () => {
      await publish('2.0.0', 'carbon', [dashboard]);
      await publish('2.1.0+ab12cd34', 'carbon', [dashboard]);
      await ctx.app.releases.activate('carbon', '2.0.0', 'bob');

      const canary = entry('carbon', '2.1.0+ab12cd34', 'canary', [dashboard]);
      expect((await registry('?remote=carbon@2.1.0%2Bab12cd34')).remotes).toEqual([canary]);
      // A `+` typed into the address bar arrives as a space.
      expect((await registry('?remote=carbon@2.1.0+ab12cd34')).remotes).toEqual([canary]);
      expect((await registry()).remotes).toEqual([entry('carbon', '2.0.0', 'live', [dashboard])]);
    });

    it('should take several remotes, repeated or comma-separated, even one with no live version', async () => {
      await publish('2.2.0', 'carbon', [dashboard]);
      await publish('1.0.0', 'wallet');
      const expected = [entry('carbon', '2.2.0', 'canary', [dashboard]), entry('wallet', '1.0.0')];
      expect((await registry('?remote=carbon@2.2.0&remote=wallet@1.0.0')).remotes).toEqual(expected);
      expect((await registry('?remote=carbon@2.2.0,wallet@1.0.0')).remotes).toEqual(expected);
    });

    it.each([
      ['?remote=carbon@7.7.7', 'carbon 7.7.7 is not published; only published versions can be tried as a canary'],
      ['?remote=billing@1.0.0', 'remote must be one of account, carbon, wallet, admin, console'],
      ['?remote=carbon', 'remote must look like carbon@1.3.0, got "carbon"'],
      [
        '?remote=carbon@https://evil.example/mf-manifest.json',
        'a dev server address is only accepted when the server runs in development mode',
      ],
      ['?remote=carbon@http://localhost:3002/mf-manifest.json', 'a dev server address is only accepted when the server runs in development mode'],
      ['?remote=carbon@..%2F..%2Fetc', 'version may only hold letters, digits and . + _ -'],
      ['?remote=carbon@2.0.0&remote=carbon@2.2.0', 'remote carbon is named twice; choose one version per remote'],
    ])('should refuse %s with 400 and never an address of its own', async (query, message) => {
      expect(await refusal(query)).toEqual({ status: 400, body: { message } });
    });

    it('should refuse a canary the host could not run', async () => {
      await writeShared(ctx.config.hostDist, [singleton('react', '19.3.1', '^19.2.0')]);
      const sourceDir = await fakeBuild('carbon 3.0.0', { screens: [dashboard] });
      await writeShared(sourceDir, [singleton('react', '20.0.0', '^20.0.0')]);
      await publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
        name: 'carbon',
        version: '3.0.0',
        sourceDir,
        withContentHash: false,
        by: 'alice',
      });
      expect(await refusal('?remote=carbon@3.0.0')).toEqual({
        status: 409,
        body: { message: 'carbon 3.0.0 needs react ^20.0.0 but the host provides react 19.3.1' },
      });
    });
  });
});
