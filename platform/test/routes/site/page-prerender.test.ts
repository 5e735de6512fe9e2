import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import { withPrerendered } from '../../../src/site/page-prerender';
import { useTestApp, type TestContext } from '../../helpers/app';
import { tempDir } from '../../helpers/temp-dirs';
import { writeScreens } from '../../helpers/fake-build';
import { screen } from '../../helpers/screens';

/**
 * A remote build exposing `pages` at /, /login, /register, /logout and /signed-in (the same
 * page not declared for prerendering), with `prerendered` files written as its build writes them.
 */
async function publishBuild(ctx: TestContext, version: string, pages: string[], prerendered: Record<string, string>) {
  const dir = await tempDir('dist');
  await mkdir(path.join(dir, 'prerender'), { recursive: true });
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'window' }, publicPath: 'auto' },
    exposes: pages.map((page) => ({ name: page, path: `./${page}`, assets: { js: { sync: [], async: [] } } })),
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* account ${version} */`);
  await writeScreens(dir, 'account', [
    screen('/', 'LoginPage', { prerender: true }),
    screen('/login', 'LoginPage', { prerender: true }),
    screen('/register', 'RegisterPage', { prerender: true }),
    screen('/logout', 'LogoutPage', { prerender: true }),
    screen('/signed-in', 'LoginPage'),
  ]);
  for (const [page, content] of Object.entries(prerendered)) await writeFile(path.join(dir, 'prerender', `${page}.json`), content);
  await publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, { name: 'account', version, sourceDir: dir, withContentHash: false, by: 'alice' });
}

const page = (heading: string) => JSON.stringify({ css: `.h1x{color:green}`, html: `<main><h1 class="h1x">${heading}</h1><input disabled="" name="email"/></main>` });

/** What `#root` holds in a page's HTML. */
const root = (html: string) => /<div id="root">(.*)<\/div><\/body>/.exec(html)?.[1];

describe('a site page carries its remote page as the live version drew it', () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    await publishBuild(ctx, '1.0.0', ['LoginPage', 'RegisterPage', 'LogoutPage'], {
      LoginPage: page('Login, $& $1 version 1'),
      RegisterPage: '{"css": 1}',
    });
    await publishBuild(ctx, '1.1.0', ['LoginPage', 'RegisterPage', 'LogoutPage'], { LoginPage: page('Login, version 1.1') });
    await ctx.app.releases.activate('account', '1.0.0', 'alice');
  });

  it("should put the page in place of the splash, its text as written, and its styles under the reply's nonce", async () => {
    const response = await ctx.app.inject({ url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe('<div class="prerendered"><main><h1 class="h1x">Login, $& $1 version 1</h1><input disabled="" name="email"/></main><template id="page-drawn-end"></template></div>');
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const style = /<style nonce="([^"]+)">([^<]*)<\/style><\/head>/.exec(response.body.replace(/<link[^>]*>|<script[^>]*>.*?<\/script>|<meta property="csp-nonce"[^>]*>/g, ''));
    expect(style?.[1]).toBe(nonce);
    expect(style?.[2]).toContain('.prerendered{display:contents}');
    expect(style?.[2]).toContain('.h1x{color:green}');
  });

  it('should keep the splash for a screen not declared for it, a version that prerendered nothing, or a file not as a build writes it', async () => {
    for (const url of ['/logout', '/register', '/signed-in']) {
      expect(root((await ctx.app.inject({ url })).body), url).toBe('<div class=boot aria-hidden=true>Carbon Commons</div>');
    }
  });

  it("should keep the splash for the host's own pages, unknown paths and an address that starts a canary", async () => {
    for (const url of ['/faq', '/nope', '/login?remote=account@1.1.0']) {
      expect(root((await ctx.app.inject({ url })).body), url).toBe('<div class=boot aria-hidden=true>Carbon Commons</div>');
    }
  });

  it('should follow the live version, and keep the splash while a rollout decides it in the browser', async () => {
    await ctx.app.releases.rollout('account', '1.1.0', 50, 'bob');
    expect(root((await ctx.app.inject({ url: '/login' })).body)).toContain('Carbon Commons');
    await ctx.app.releases.promote('account', 'bob');
    expect(root((await ctx.app.inject({ url: '/login' })).body)).toContain('Login, version 1.1');
    await ctx.app.releases.rollback('account', 'bob');
    expect(root((await ctx.app.inject({ url: '/' })).body)).toContain('Login, $& $1 version 1');
  });
});

describe('withPrerendered', () => {
  const prerendered = { css: 'h1{margin:0}', html: '<h1>Login</h1>' };

  it.each([
    ['as html-webpack-plugin minifies it', '<div class=boot aria-hidden=true>Carbon Commons</div>'],
    ['with quoted attributes', '<div class="boot" aria-hidden="true">Carbon Commons</div>'],
  ])('should replace the splash %s, and leave the notice for browsers without JavaScript', (_, splash) => {
    const html = `<html><head><style>.boot{}</style></head><body><div id=root>${splash}<noscript><p class=boot>JavaScript, please</p></noscript></div></body></html>`;
    const out = withPrerendered(html, prerendered);
    expect(out).toContain('<div id=root><div class="prerendered"><h1>Login</h1><template id="page-drawn-end"></template></div><noscript><p class=boot>JavaScript, please</p></noscript></div>');
    expect(out).toContain('h1{margin:0}</style></head>');
    // Nothing of the page is painted before all of it is parsed.
    expect(out).toContain('<link rel="expect" href="#page-drawn-end" blocking="render">');
    expect(out).not.toContain('Carbon Commons');
  });
});
