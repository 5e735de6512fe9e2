import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { fakeHostDist, tempDir, testConfig, useTestApp } from '../../helpers/build';
import { bundleText, decodedBody } from '../../../../platform/test/helpers/encoding';
import { publishFake } from '../../../../platform/test/helpers/publish';
import { screen } from '../../../../platform/test/helpers/screens';

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the site', () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    await publishFake(ctx, 'account', '1.0.0', [
      screen('/', 'LoginPage', { title: 'Sign in' }),
      screen('/login', 'LoginPage', { title: 'Sign in', description: 'Sign in to <Carbon> "Commons" & offset' }),
      screen('/register', 'RegisterPage', { access: { guard: 'guest' }, title: 'Create account' }),
    ]);
    await ctx.app.releases.activate('account', '1.0.0', 'alice');
    await publishFake(ctx, 'carbon', '1.0.0', [
      screen('/dashboard', 'DashboardPage', { access: { guard: 'protected', rule: {} } }),
      screen('/verify/:checkoutId', 'CertificateVerificationPage', { title: 'Certificate' }),
    ]);
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
  });

  it('should never send index.html as a bare file, only as a page made with its nonce', async () => {
    const response = await ctx.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toMatch(/<meta property="csp-nonce" nonce="[^"]+">/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/', '/login', '/dashboard', '/register?next=%2Fwallet', '/faq/', '/verify/0f8fad5b-d9cb-469f-a165-70867728950e'])(
    'should answer the client route %s with index.html, made for the request and never cached',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(title(response.body)).toMatch(/^[A-Z][^|]* \| Carbon Commons$/);
    },
  );

  it.each([
    ['/login', 'Sign in | Carbon Commons'],
    ['/register?next=%2Fwallet', 'Create account | Carbon Commons'],
    ['/verify/abc', 'Certificate | Carbon Commons'],
    ['/faq', 'FAQ | Carbon Commons'],
  ])('should title %s after the screen or host page that holds it', async (url, expected) => {
    expect(title((await ctx.app.inject({ url })).body)).toBe(expected);
  });

  it('should describe a page that has a description, escaped, and no other', async () => {
    const login = (await ctx.app.inject({ url: '/login' })).body;
    expect(login).toContain('<meta name="description" content="Sign in to &lt;Carbon&gt; &quot;Commons&quot; &amp; offset">');
    expect((await ctx.app.inject({ url: '/faq' })).body).toContain('<meta name="description" content="Answers to common questions');
    expect((await ctx.app.inject({ url: '/register' })).body).not.toContain('name="description"');
  });

  it('should answer a path no served version declares 404, titled as not found', async () => {
    const response = await ctx.app.inject({ url: '/wallet' });
    expect(response.statusCode).toBe(404);
    expect(title(response.body)).toBe('Page not found | Carbon Commons');
    expect(response.body).not.toContain('name="description"');
  });

  it('should serve a path an activated version adds, and 404 it again after a rollback', async () => {
    await publishFake(ctx, 'carbon', '1.1.0', [
      screen('/dashboard', 'DashboardPage', { access: { guard: 'protected', rule: {} } }),
      screen('/verify/:checkoutId', 'CertificateVerificationPage', { title: 'Certificate' }),
      screen('/assets', 'AssetsPage', { access: { guard: 'protected', rule: { menus: ['ASSETS'] } }, title: 'My assets' }),
    ]);
    expect((await ctx.app.inject({ url: '/assets' })).statusCode).toBe(404);
    // A canary's screens count only for the tab that names it.
    const canary = await ctx.app.inject({ url: '/assets?remote=carbon@1.1.0' });
    expect(canary.statusCode).toBe(200);
    expect(title(canary.body)).toBe('My assets | Carbon Commons');

    await ctx.app.releases.activate('carbon', '1.1.0', 'bob');
    const added = await ctx.app.inject({ url: '/assets' });
    expect(added.statusCode).toBe(200);
    expect(title(added.body)).toBe('My assets | Carbon Commons');

    await ctx.app.releases.rollback('carbon', 'bob');
    expect((await ctx.app.inject({ url: '/assets' })).statusCode).toBe(404);
  });

  it('should serve the paths of a rollout while it runs, since the browser decides its version', async () => {
    await publishFake(ctx, 'carbon', '1.2.0', [
      screen('/dashboard', 'DashboardPage', { access: { guard: 'protected', rule: {} } }),
      screen('/wizard', 'WizardPage', { access: { guard: 'protected', rule: { menus: ['WIZARD'] } } }),
    ]);
    await ctx.app.releases.rollout('carbon', '1.2.0', 10, 'bob');
    expect((await ctx.app.inject({ url: '/wizard' })).statusCode).toBe(200);
    // The live version's paths stay: most browsers still get it.
    expect((await ctx.app.inject({ url: '/verify/abc' })).statusCode).toBe(200);
    await ctx.app.releases.abort('carbon', 'bob');
    expect((await ctx.app.inject({ url: '/wizard' })).statusCode).toBe(404);
  });

  it.each(['/anything/at/all', '/nope', '/sitemap.xml', '/favicon.ico', '/verify', '/verify/a/b', '/login.php'])(
    'should answer the unknown path %s with the app (its 404 page) and status 404',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('should serve a real robots.txt that keeps crawlers out of the API and the builds', async () => {
    const response = await ctx.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /api/\nDisallow: /registry/\nDisallow: /remotes/\n');
  });

  it('should cache content-hashed assets for good', async () => {
    const response = await ctx.app.inject({ url: '/assets/main.0123456789abcdef.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/api/nope', '/registry/nope.json', '/remotes/nope'])('should reply 404 JSON for %s', async (url) => {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('should reply 503 naming the fix while the host is not built', async () => {
    const config = await testConfig({ hostDist: await tempDir('unbuilt') });
    const app = await buildApp(config, { database: ctx.database.db });
    try {
      const response = await app.inject({ url: '/login' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.body).toContain('Build the host');
    } finally {
      await app.close();
    }
  });

  describe('compressed', () => {
    const asset = '/assets/main.0123456789abcdef.js';
    const index = `<!doctype html><title>Carbon Commons</title><div id="root"></div><!-- ${bundleText('index')} -->`;

    /** A host build big enough to compress, served by an app that starts on it. */
    const startOn = async () => {
      const hostDist = await fakeHostDist();
      await writeFile(path.join(hostDist, 'index.html'), index);
      await writeFile(path.join(hostDist, asset), bundleText('host'));
      const app = await buildApp(await testConfig({ hostDist }), { database: ctx.database.db });
      return { app, hostDist };
    };

    it('should compress the host build at start and send brotli or gzip with the same caching', async () => {
      const { app, hostDist } = await startOn();
      try {
        expect((await readdir(path.join(hostDist, 'assets'))).sort()).toEqual([
          'main.0123456789abcdef.js',
          'main.0123456789abcdef.js.br',
          'main.0123456789abcdef.js.gz',
        ]);
        for (const encoding of ['br', 'gzip']) {
          const response = await app.inject({ url: asset, headers: { 'accept-encoding': encoding } });
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.headers.vary).toBe('Accept-Encoding');
          expect(decodedBody(response)).toBe(bundleText('host'));
        }
        const identity = await app.inject({ url: asset });
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(identity.body).toBe(bundleText('host'));
      } finally {
        await app.close();
      }
    });

    it.each([
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ])('should answer a client route asked with %s with index.html encoded %s, never cached', async (accepted, encoding) => {
      const { app } = await startOn();
      try {
        const response = await app.inject({ url: '/contact-us', headers: { 'accept-encoding': accepted } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(decodedBody(response)).toBe(index.replace('<title>Carbon Commons</title>', '<title>Contact Us | Carbon Commons</title>'));
      } finally {
        await app.close();
      }
    });
  });
});
