import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { tempDir, testConfig, useTestApp } from '../../helpers/build';

describe('the site', () => {
  const ctx = useTestApp();

  it('should serve the host index.html at / without long caching', async () => {
    const response = await ctx.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/login', '/dashboard', '/register?next=%2Fwallet', '/anything/at/all'])(
    'should answer the client route %s with index.html',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Carbon Commons</title>');
    },
  );

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
});
