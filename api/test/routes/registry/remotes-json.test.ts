import { describe, expect, it } from 'vitest';
import { createDeployStore } from '../../../src/services/releases/deploy-store';
import { publishRemote } from '../../../src/services/releases/publish';
import { useTestApp } from '../../helpers/build';
import { fakeBuild } from '../../helpers/fake-build';

describe('GET /registry/remotes.json', () => {
  const ctx = useTestApp();
  const publish = async (version: string) =>
    publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
      name: 'carbon',
      version,
      sourceDir: await fakeBuild(`carbon ${version}`),
      withContentHash: false,
      by: 'alice',
    });
  const registry = async () => {
    const response = await ctx.app.inject({ url: '/registry/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };

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
      remotes: [{ name: 'carbon', version: '1.1.0', entry: '/remotes/carbon/1.1.0/mf-manifest.json' }],
    });

    await ctx.app.releases.rollback('carbon', 'bob');
    expect((await registry()).remotes).toEqual([
      { name: 'carbon', version: '1.0.0', entry: '/remotes/carbon/1.0.0/mf-manifest.json' },
    ]);
  });
});
