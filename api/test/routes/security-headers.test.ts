import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { publishRemote } from '@commons/platform/releases/publish';
import { sitePolicy } from '@commons/platform/site/site-policy';
import { useTestApp } from '../helpers/build';
import { fakeBuild } from '../../../platform/test/helpers/fake-build';
import { cspDirectives, securityHeaderProblems } from '../helpers/security-headers';

const foreign = 'https://evil.example';

describe('security headers', () => {
  const ctx = useTestApp();

  it.each([
    ['a page', '/login'],
    ['the 404 page', '/nope'],
    ['a host file', '/assets/main.0123456789abcdef.js'],
    ['robots.txt', '/robots.txt'],
    ['API JSON', '/api/api/carbon/listings'],
    ['an API refusal', '/api/api/wallet'],
    ['a JSON 404', '/api/api/nope'],
    ['the registry', '/registry/remotes.json'],
    ['a sandbox checkout page', '/api/payments/sandbox/checkout/0f8fad5b-d9cb-469f-a165-70867728950e'],
  ])('should send the headers on %s (%s)', async (_kind, url) => {
    const response = await ctx.app.inject({ url, headers: { origin: foreign } });
    expect(securityHeaderProblems(response.headers)).toEqual([]);
  });

  it('should refuse an address Fastify cannot route with a message and the same headers', async () => {
    const response = await ctx.app.inject({ url: '/remotes/account/%/mf-manifest.json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed URL: a part of the path is not valid percent-encoding' });
    expect(securityHeaderProblems(response.headers)).toEqual([]);
  });

  it('should allow scripts from this origin only and styles by a nonce new on every page', async () => {
    const [first, second] = await Promise.all([ctx.app.inject({ url: '/' }), ctx.app.inject({ url: '/' })]);
    const directives = cspDirectives(String(first.headers['content-security-policy']));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    const [, nonce] = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(first.body) ?? [];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directives['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
  });

  it('should give the sandbox checkout page its own policy: its script file from here only, inline styles, forms posting here', async () => {
    const page = await ctx.app.inject({ url: '/api/payments/sandbox/checkout/0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(page.statusCode).toBe(404);
    expect(cspDirectives(String(page.headers['content-security-policy']))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'unsafe-inline'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
    });
  });

  it.each(['/api/api/auth/login', '/api/api/wallet', '/registry/health', '/remotes/account/1.0.0/mf-manifest.json', '/login'])(
    'should grant no CORS to a foreign preflight for %s',
    async (url) => {
      const response = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: foreign, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-methods']).toBeUndefined();
    },
  );

  it('should never serve a source map of the host or of a remote', async () => {
    await writeFile(path.join(ctx.config.hostDist, 'assets', 'main.0123456789abcdef.js.map'), '{"version":3}');
    const sourceDir = await fakeBuild('account with maps');
    await writeFile(path.join(sourceDir, 'static', 'js', 'remote.0a1b2c3d.js.map'), '{"version":3}');
    await publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
      name: 'account',
      version: '1.0.0',
      sourceDir,
      withContentHash: false,
      by: 'alice',
    });
    for (const url of ['/assets/main.0123456789abcdef.js.map', '/remotes/account/1.0.0/static/js/remote.0a1b2c3d.js.map']) {
      for (const encoding of ['', 'br, gzip']) {
        const response = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, `${url} (${encoding || 'identity'})`).toBe(404);
        expect(response.body).not.toContain('"version":3');
      }
    }
    // The file beside it is served: only the map is withheld.
    expect((await ctx.app.inject({ url: '/remotes/account/1.0.0/static/js/remote.0a1b2c3d.js' })).statusCode).toBe(200);
  });

  it('should add loopback dev servers to the policy in development mode only', () => {
    expect(sitePolicy({ devRemotes: false })['script-src']).toEqual(["'self'"]);
    expect(sitePolicy({ devRemotes: true })['script-src']).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*']);
    expect(sitePolicy({ devRemotes: true })['connect-src']).toContain('ws://localhost:*');
  });
});
