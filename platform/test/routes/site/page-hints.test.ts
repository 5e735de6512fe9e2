import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registryElementId } from '@commons/shared/domain';
import { createDeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import { useTestApp, type TestContext } from '../../helpers/app';
import { tempDir } from '../../helpers/temp-dirs';
import { writeScreens } from '../../helpers/fake-build';
import { screen } from '../../helpers/screens';

/** The paths each remote's builds declare, and the page each shows. */
const declared = {
  account: [screen('/', 'LoginPage'), screen('/login', 'LoginPage'), screen('/register', 'RegisterPage'), screen('/logout', 'LogoutPage')],
  carbon: [screen('/dashboard', 'DashboardPage', { access: { guard: 'protected', rule: {} } })],
};

/** A remote build whose manifest names its entry and, per page, the chunks the page needs first. */
async function publishBuild(ctx: TestContext, name: 'account' | 'carbon', version: string, pages: Record<string, string[]>) {
  const dir = await tempDir('dist');
  await mkdir(dir, { recursive: true });
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'window' }, publicPath: 'auto' },
    exposes: Object.entries(pages).map(([page, sync]) => ({ name: page, path: `./${page}`, assets: { js: { sync, async: [] } } })),
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeScreens(dir, name, declared[name]);
  for (const file of ['remoteEntry.js', ...Object.values(pages).flat()]) await writeFile(path.join(dir, file), `/* ${name} ${version} ${file} */`);
  await publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, { name, version, sourceDir: dir, withContentHash: false, by: 'alice' });
}

/** The registry written into a page, parsed; null when the page has none. */
const registryIn = (html: string): unknown => {
  const json = new RegExp(`<script type="application/json" id="${registryElementId}">(.*?)</script>`).exec(html)?.[1];
  return json === undefined ? null : JSON.parse(json);
};

const remoteLinks = (html: string) => [...html.matchAll(/<link rel=preload [^>]*href=\/remotes\/[^>]*>/g)].map((match) => match[0]);

describe("a site page names its remote page's files", () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    await publishBuild(ctx, 'account', '1.0.0', { LoginPage: ['326.aaaa1111.js', 'login.bbbb2222.js'], RegisterPage: ['register.cccc3333.js'] });
    await ctx.app.releases.activate('account', '1.0.0', 'alice');
    await publishBuild(ctx, 'carbon', '2.0.0', { DashboardPage: ['dashboard.dddd4444.js'] });
    await publishBuild(ctx, 'carbon', '2.1.0', { DashboardPage: ['dashboard.eeee5555.js'] });
    await ctx.app.releases.activate('carbon', '2.0.0', 'alice');
  });

  it('should preload the live manifest of /login, addressed as the registry addresses it', async () => {
    const response = await ctx.app.inject({ url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(remoteLinks(response.body)).toEqual([
      '<link rel=preload as=fetch crossorigin href=/remotes/account/1.0.0/mf-manifest.json>',
    ]);
    expect(response.body.indexOf('mf-manifest.json')).toBeLessThan(response.body.indexOf('</head>'));
    const registry = (await ctx.app.inject({ url: '/registry/remotes.json' })).json();
    expect(registry.remotes).toContainEqual(expect.objectContaining({ name: 'account', entry: '/remotes/account/1.0.0/mf-manifest.json' }));
  });

  it("should never name the entry or a page's chunks, whose failed preload would stop Retry from loading them", async () => {
    const html = (await ctx.app.inject({ url: '/register' })).body;
    expect(remoteLinks(html)).toEqual(['<link rel=preload as=fetch crossorigin href=/remotes/account/1.0.0/mf-manifest.json>']);
    expect(html).not.toContain('register.cccc3333.js');
    expect(html).not.toContain('remoteEntry.js');
  });

  it('should carry the registry every browser gets in its head, as the registry route answers it', async () => {
    const html = (await ctx.app.inject({ url: '/login' })).body;
    const registry = (await ctx.app.inject({ url: '/registry/remotes.json' })).json();
    expect(registryIn(html)).toEqual(registry);
    expect(registry.remotes.map((r: { name: string; channel: string }) => `${r.name} ${r.channel}`)).toEqual(['account live', 'carbon live']);
    expect(html.indexOf(registryElementId)).toBeLessThan(html.indexOf('</head>'));
    expect(registryIn((await ctx.app.inject({ url: '/faq' })).body)).toEqual(registry);
  });

  it('should carry no registry for an address that starts a canary, or for an unknown path', async () => {
    expect(registryIn((await ctx.app.inject({ url: '/login?remote=account@1.0.0' })).body)).toBeNull();
    const missing = await ctx.app.inject({ url: '/nope' });
    expect(missing.statusCode).toBe(404);
    expect(registryIn(missing.body)).toBeNull();
  });

  it('should name nothing for a page its live version does not expose', async () => {
    expect(remoteLinks((await ctx.app.inject({ url: '/logout' })).body)).toEqual([]);
  });

  it('should name nothing for an address that starts a canary, whose version the browser asks for', async () => {
    expect(remoteLinks((await ctx.app.inject({ url: '/login?remote=account@1.0.0' })).body)).toEqual([]);
  });

  it("should name nothing for the host's own pages and unknown paths", async () => {
    for (const url of ['/faq', '/unauthorized', '/nope']) {
      expect(remoteLinks((await ctx.app.inject({ url })).body), url).toEqual([]);
    }
  });

  it('should follow the live version, and name nothing while a rollout decides it in the browser', async () => {
    await ctx.app.releases.rollout('carbon', '2.1.0', 50, 'bob');
    const during = (await ctx.app.inject({ url: '/dashboard' })).body;
    expect(remoteLinks(during)).toEqual([]);
    // Each browser's registry depends on its rollout id, which only the browser knows.
    expect(registryIn(during)).toBeNull();
    expect(registryIn((await ctx.app.inject({ url: '/login' })).body)).toBeNull();
    await ctx.app.releases.promote('carbon', 'bob');
    const after = (await ctx.app.inject({ url: '/dashboard' })).body;
    expect(remoteLinks(after)).toEqual(['<link rel=preload as=fetch crossorigin href=/remotes/carbon/2.1.0/mf-manifest.json>']);
    expect(registryIn(after)).toMatchObject({ remotes: [{ name: 'account' }, { name: 'carbon', version: '2.1.0', channel: 'live' }] });
  });

  it('should name nothing for a path no live version declares', async () => {
    const response = await ctx.app.inject({ url: '/wallet' });
    expect(response.statusCode).toBe(404);
    expect(remoteLinks(response.body)).toEqual([]);
  });
});
