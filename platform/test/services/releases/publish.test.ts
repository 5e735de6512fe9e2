import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../helpers/database';
import { contentHash } from '../../../src/releases/content-hash';
import { createDeployStore, type DeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import { createReleaseRegistry } from '../../../src/releases/registry';
import type { ReleaseRegistry } from '../../../src/releases/types';
import { tempDir } from '../../helpers/temp-dirs';
import { fakeBuild } from '../../helpers/fake-build';
import { createTestDatabase } from '../../helpers/database';

describe('release registry', () => {
  let database: TestDatabase;
  let registry: ReleaseRegistry;
  let store: DeployStore;
  let deployDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    registry = createReleaseRegistry(database.db);
    deployDir = await tempDir('deploy');
    store = createDeployStore(deployDir);
  });
  afterAll(() => database.close());

  const publish = async (name: 'account' | 'carbon' | 'wallet' | 'admin', version: string, content: string, withContentHash = false) =>
    publishRemote(store, registry, { name, version, sourceDir: await fakeBuild(content, { remote: name }), withContentHash, by: 'alice' });

  it('should copy the build into the deploy store under its version and record it', async () => {
    const result = await publish('account', '1.0.0', 'account one');

    expect(result).toMatchObject({ name: 'account', version: '1.0.0', created: true });
    const manifest = await readFile(path.join(deployDir, 'account', '1.0.0', 'mf-manifest.json'), 'utf8');
    expect(JSON.parse(manifest).content).toBe('account one');
    const [listing] = await registry.list('account');
    expect(listing?.versions).toEqual([
      { version: '1.0.0', contentHash: result.contentHash, publishedAt: expect.any(String), publishedBy: 'alice', live: false },
    ]);
  });

  it('should accept republishing the same bytes as a no-op', async () => {
    const first = await publish('wallet', '2.0.0', 'wallet two');
    const again = await publish('wallet', '2.0.0', 'wallet two');
    expect(again).toEqual({ ...first, created: false });
  });

  it('should refuse other bytes under a published version and keep the original', async () => {
    await publish('carbon', '3.0.0', 'original');
    await expect(publish('carbon', '3.0.0', 'changed')).rejects.toThrow('carbon 3.0.0 is already');
    const manifest = await readFile(path.join(deployDir, 'carbon', '3.0.0', 'mf-manifest.json'), 'utf8');
    expect(JSON.parse(manifest).content).toBe('original');
  });

  it('should refuse other bytes even when the deploy store lost the version', async () => {
    await publish('carbon', '3.1.0', 'original');
    await rm(path.join(deployDir, 'carbon', '3.1.0'), { recursive: true });
    await expect(publish('carbon', '3.1.0', 'changed')).rejects.toThrow('different content');
  });

  it('should give each distinct build its own version with the content hash', async () => {
    const one = await publish('admin', '1.0.0', 'admin build one', true);
    const two = await publish('admin', '1.0.0', 'admin build two', true);
    expect(one.version).toBe(`1.0.0+${one.contentHash.slice(0, 8)}`);
    expect(two.version).not.toBe(one.version);
  });

  it('should refuse a missing build with a clear message', async () => {
    const sourceDir = path.join(await tempDir('empty'), 'dist');
    await expect(
      publishRemote(store, registry, { name: 'account', version: '9.0.0', sourceDir, withContentHash: false, by: 'alice' }),
    ).rejects.toThrow(`No build of account in ${sourceDir}; build it first`);
  });

  it('should only activate published versions', async () => {
    await expect(registry.activate('account', '7.7.7', 'bob')).rejects.toThrow('account 7.7.7 is not published');
  });

  it('should roll back through the previously live versions, then refuse', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) await publish('wallet', version, `wallet ${version}`);
    expect(await registry.activate('wallet', '1.0.0', 'bob')).toEqual({ name: 'wallet', version: '1.0.0', previous: null, changed: true });
    await registry.activate('wallet', '1.1.0', 'bob');
    await registry.activate('wallet', '1.2.0', 'bob');
    expect(await registry.activate('wallet', '1.2.0', 'bob')).toMatchObject({ changed: false });

    expect(await registry.rollback('wallet', 'carol')).toEqual({ name: 'wallet', version: '1.1.0', previous: '1.2.0', changed: true });
    expect(await registry.rollback('wallet', 'carol')).toMatchObject({ version: '1.0.0', previous: '1.1.0' });
    await expect(registry.rollback('wallet', 'carol')).rejects.toThrow('wallet has no previously active version to roll back to');

    const wallet = (await registry.status()).find((s) => s.name === 'wallet');
    expect(wallet?.live).toMatchObject({ version: '1.0.0', action: 'rollback', activatedBy: 'carol' });
  });

  it('should list which version is live and who switched it', async () => {
    await publish('admin', '5.0.0', 'admin five');
    await registry.activate('admin', '5.0.0', 'dora');
    const [admin] = await registry.list('admin');
    expect(admin?.live).toMatchObject({ version: '5.0.0', action: 'activate', activatedBy: 'dora' });
    expect(admin?.versions.filter((v) => v.live).map((v) => v.version)).toEqual(['5.0.0']);
    expect(admin?.history[0]).toMatchObject({ version: '5.0.0', activatedBy: 'dora' });
  });
});

describe('content hash', () => {
  it('should depend on paths and bytes, not on where the build sits', async () => {
    const a = await fakeBuild('same', { remote: 'carbon' });
    const b = await fakeBuild('same', { remote: 'carbon' });
    expect(await contentHash(a)).toBe(await contentHash(b));

    await writeFile(path.join(b, 'extra.txt'), '');
    expect(await contentHash(b)).not.toBe(await contentHash(a));
  });
});
