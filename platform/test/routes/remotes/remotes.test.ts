import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import { useTestApp } from '../../helpers/app';
import { fakeBuild } from '../../helpers/fake-build';

describe('GET /remotes/<name>/<version>/<file>', () => {
  const ctx = useTestApp();

  it('should serve a published build with immutable caching', async () => {
    const store = createDeployStore(ctx.config.deployDir);
    const sourceDir = await fakeBuild('account build');
    const { version } = await publishRemote(store, ctx.app.releases, {
      name: 'account',
      version: '1.0.0',
      sourceDir,
      withContentHash: true,
      by: 'alice',
    });

    const manifest = await ctx.app.inject({ url: `/remotes/account/${version}/mf-manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.json()).toEqual({ id: 'remote', content: 'account build' });

    const chunk = await ctx.app.inject({ url: `/remotes/account/${version}/static/js/remote.0a1b2c3d.js` });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
  });

  it('should reply 404 JSON for a file that is not there', async () => {
    const response = await ctx.app.inject({ url: '/remotes/account/0.0.0/mf-manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('should never serve a publish still being copied in', async () => {
    const partial = path.join(ctx.config.deployDir, 'wallet', '.tmp-1.0.0-abcd');
    await mkdir(partial, { recursive: true });
    await writeFile(path.join(partial, 'mf-manifest.json'), '{}');
    const response = await ctx.app.inject({ url: '/remotes/wallet/.tmp-1.0.0-abcd/mf-manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});
