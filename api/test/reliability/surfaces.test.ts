import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { publishRemote } from '@commons/platform/releases/publish';
import { tempDir, useTestApp } from '../helpers/build';
import { fakeBuild } from '../../../platform/test/helpers/fake-build';
import { rawRequest } from '../helpers/raw-http';
import { cspDirectives, securityHeaderProblems } from '../helpers/security-headers';
import { recordRows, type ReliabilityRow } from './report';
import { climbs, refusal, secret } from './traversal';

/**
 * The attack surfaces of the server as an attacker tries them (docs/reliability.md). Headers on
 * every kind of reply, no CORS grant to a foreign origin on any route (preflight included), path
 * traversal on `/remotes/`, the registry and the site's files, and source maps. Requests that must
 * reach the server byte for byte (`%2e%2e`, `\`, NUL) go over a raw socket.
 */
const foreign = 'https://evil.example';
const rows: ReliabilityRow[] = [];
const row = (check: string, count: number, problems: string[]) => {
  rows.push({ area: 'security', check, count, held: problems.length === 0 });
  expect(problems).toEqual([]);
};

describe('attack surfaces', () => {
  const ctx = useTestApp();
  const version = '1.0.0';

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // A secret beside the deploy folder and beside the host's build: what a traversal would reach.
    await writeFile(path.join(path.dirname(ctx.config.deployDir), 'secret.txt'), secret);
    await writeFile(path.join(path.dirname(ctx.config.hostDist), 'secret.txt'), secret);
    await writeFile(path.join(ctx.config.hostDist, 'assets', 'main.0123456789abcdef.js.map'), '{"version":3}');
    // The store compresses no map today; should one ever, its copies stay unserved as well.
    for (const suffix of ['.br', '.gz']) {
      await writeFile(path.join(ctx.config.hostDist, 'assets', `main.0123456789abcdef.js.map${suffix}`), '{"version":3}');
    }
    const sourceDir = await fakeBuild('account with a map');
    await writeFile(path.join(sourceDir, 'static', 'js', 'remote.0a1b2c3d.js.map'), '{"version":3}');
    await publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
      name: 'account',
      version,
      sourceDir,
      withContentHash: false,
      by: 'alice',
    });
  });

  afterAll(() => recordRows('surfaces', rows));

  it('should send the security headers on every kind of reply', async () => {
    const targets = [
      '/',
      '/login',
      '/nope',
      '/index.html',
      '/assets/main.0123456789abcdef.js',
      '/robots.txt',
      '/api/api/carbon/listings',
      '/api/api/wallet',
      '/api/api/nope',
      '/api/operator/releases/list',
      `/remotes/account/${version}/mf-manifest.json`,
      '/remotes/account/9.9.9/mf-manifest.json',
      '/remotes/account/1.0.0/%2e%2e/%2e%2e/secret.txt',
      '/registry/remotes.json',
      '/registry/remotes.json?remote=account@nope!',
      '/api/payments/sandbox/checkout/0f8fad5b-d9cb-469f-a165-70867728950e',
      '/api/payments/sandbox/checkout/not-a-session',
      '/remotes/account/%/x',
      '/remotes/account/1.0.0/mf-manifest.json%00.js',
    ];
    const problems: string[] = [];
    for (const target of targets) {
      const reply = await rawRequest(ctx.app, target, { headers: { Origin: foreign } });
      problems.push(...securityHeaderProblems(reply.headers).map((p) => `${target} (${reply.status}): ${p}`));
    }
    row('security headers on every kind of reply (page, 404, file, API, error, remote, registry, sandbox)', targets.length, problems);
  });

  it('should allow only this origin for scripts and a fresh nonce for styles on every page', async () => {
    const pages = ['/', '/login', '/dashboard', '/wallet', '/faq', '/nope', '/index.html'];
    const problems: string[] = [];
    const nonces = new Set<string>();
    for (const url of pages) {
      const reply = await ctx.app.inject({ url });
      const directives = cspDirectives(String(reply.headers['content-security-policy']));
      const [, nonce = ''] = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(reply.body) ?? [];
      nonces.add(nonce);
      if (directives['script-src']?.join(' ') !== "'self'") problems.push(`${url}: script-src ${directives['script-src']?.join(' ')}`);
      if (directives['style-src']?.join(' ') !== `'self' 'nonce-${nonce}'`) problems.push(`${url}: style-src ${directives['style-src']?.join(' ')}`);
      if (directives['object-src']?.join(' ') !== "'none'") problems.push(`${url}: object-src is not none`);
      if (/unsafe-(inline|eval)/.test(String(reply.headers['content-security-policy']))) problems.push(`${url}: allows unsafe-inline or unsafe-eval`);
    }
    if (nonces.size !== pages.length) problems.push(`${nonces.size} distinct nonces over ${pages.length} pages`);
    row('page policy: scripts from this origin only, styles by a per-request nonce', pages.length, problems);
  });

  it('should grant no CORS to a foreign origin on any route, preflight included', async () => {
    const routes = ctx.app.registeredRoutes.filter((r) => r.method !== 'OPTIONS');
    const problems: string[] = [];
    let tried = 0;
    for (const { method, url } of routes) {
      const target = url.replace(/:[A-Za-z]+/g, '0f8fad5b-d9cb-469f-a165-70867728950e').replace(/\*$/, `account/${version}/mf-manifest.json`);
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: target,
        headers: { origin: foreign, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type' },
      });
      const actual = await ctx.app.inject({ method: method as 'GET', url: target, headers: { origin: foreign, cookie: 'a=b' } });
      tried += 2;
      for (const [kind, reply] of [['preflight', preflight], ['request', actual]] as const) {
        const granted = Object.keys(reply.headers).filter((h) => h.startsWith('access-control-allow-'));
        if (granted.length > 0) problems.push(`${method} ${url} ${kind}: ${granted.join(', ')}`);
        if (reply.statusCode >= 500) problems.push(`${method} ${url} ${kind}: ${reply.statusCode}`);
      }
    }
    row('no CORS grant to a foreign origin, every route and its preflight', tried, problems);
  });

  it('should refuse every path traversal on /remotes/ with a 4xx, never a file outside the build', async () => {
    const base = `/remotes/account/${version}/`;
    const targets = [
      ...climbs(base, 'secret.txt'),
      ...climbs('/remotes/account/', 'secret.txt'),
      ...climbs('/remotes/', 'secret.txt'),
      `${base}mf-manifest.json%00.js`,
      `${base}%00`,
      `${base}..%00/secret.txt`,
      `/remotes/account/${version}%00/mf-manifest.json`,
      `${base}%2fetc%2fpasswd`,
      `${base}/etc/passwd`,
      '/remotes//etc/passwd',
      `${base}C:%5cWindows%5cwin.ini`,
      `${base}%`,
      '/remotes/account/%/x',
      '/remotes/account/.tmp-1.0.0-abcd/mf-manifest.json',
      `${base}`,
      '/remotes/',
    ];
    const problems: string[] = [];
    for (const target of targets) problems.push(...refusal(target, await rawRequest(ctx.app, target)));
    // The build itself is still served: the refusals are of the attacks only.
    const good = await rawRequest(ctx.app, `${base}mf-manifest.json`);
    if (good.status !== 200) problems.push(`the build's own manifest answered ${good.status}`);
    row('path traversal on /remotes/ refused', targets.length, problems);
  });

  it('should refuse traversal through the registry and the site files the same way', async () => {
    const canaries = ['../../secret', '%2e%2e%2f%2e%2e%2fsecret', '..', '1.0.0%00', '1.0.0/../../x', '/etc/passwd', 'file:///etc/passwd', 'http://evil.example/mf-manifest.json', '1.0.0%5c..%5c..'];
    const targets = [
      ...climbs('/registry/', 'secret.txt'),
      ...canaries.map((c) => `/registry/remotes.json?remote=account@${c}`),
      ...climbs('/', 'secret.txt'),
      ...climbs('/assets/', 'secret.txt'),
      '/registry/remotes.json?remote=..%2f..%40x',
    ];
    const problems: string[] = [];
    for (const target of targets) problems.push(...refusal(target, await rawRequest(ctx.app, target)));
    row('path traversal on the registry and the site files refused', targets.length, problems);
  });

  it('should serve no source map, of the host or of a remote, in any encoding', async () => {
    const maps = ['/assets/main.0123456789abcdef.js.map', `/remotes/account/${version}/static/js/remote.0a1b2c3d.js.map`];
    const problems: string[] = [];
    let tried = 0;
    for (const target of maps) {
      for (const variant of [target, target.toUpperCase().replace('/ASSETS/', '/assets/'), `${target}.br`, `${target}.gz`]) {
        for (const encoding of ['identity', 'gzip', 'br']) {
          const reply = await rawRequest(ctx.app, variant, { headers: { 'Accept-Encoding': encoding } });
          tried += 1;
          if (reply.status < 400 || reply.status >= 500) problems.push(`${variant} (${encoding}) answered ${reply.status}`);
        }
      }
    }
    const bundle = await rawRequest(ctx.app, '/assets/main.0123456789abcdef.js');
    if (/sourceMappingURL/.test(bundle.body)) problems.push('a bundle names its source map');
    row('source maps never served', tried, problems);
  });

  it('should refuse to publish a build holding a symbolic link, so the deploy store never serves one', async () => {
    const sourceDir = await fakeBuild('account with a link');
    const outside = await tempDir('outside');
    await writeFile(path.join(outside, 'secret.txt'), secret);
    await mkdir(path.join(sourceDir, 'static', 'linked'), { recursive: true });
    await symlink(path.join(outside, 'secret.txt'), path.join(sourceDir, 'static', 'linked', 'secret.txt'));
    const published = publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
      name: 'account',
      version: '1.0.1',
      sourceDir,
      withContentHash: false,
      by: 'alice',
    });
    const problems: string[] = [];
    await published.then(
      () => problems.push('a build with a symbolic link was published'),
      () => undefined,
    );
    const reply = await rawRequest(ctx.app, '/remotes/account/1.0.1/static/linked/secret.txt');
    problems.push(...refusal('/remotes/account/1.0.1/static/linked/secret.txt', reply));
    row('symbolic links kept out of the deploy store', 1, problems);
  });
});
