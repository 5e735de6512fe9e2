import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../helpers/database';
import { createCompatibilityCheck } from '../../../src/releases/compatibility-check';
import { createDeployStore, type DeployStore } from '../../../src/releases/deploy-store';
import { publishRemote } from '../../../src/releases/publish';
import { createReleaseRegistry } from '../../../src/releases/registry';
import type { SharedLibrary } from '../../../src/releases/shared-manifest';
import type { ReleaseRegistry } from '../../../src/releases/types';
import { fakeHostDist } from '../../helpers/host-dist';
import { tempDir } from '../../helpers/temp-dirs';
import { createTestDatabase } from '../../helpers/database';
import { fakeBuild } from '../../helpers/fake-build';
import { singleton, writeShared } from '../../helpers/fake-manifest';

const react = singleton('react', '19.3.1', '^19.2.0');
const compatible = [react, singleton('@commons/shared', '2.0.0')];
const newerShared = [react, singleton('@commons/shared', '2.1.0')];
const refusal = 'carbon 2.1.0 needs @commons/shared ^2.1.0 but the host provides @commons/shared 2.0.0';

describe('rollback, rollout and promote against the host singletons', () => {
  let database: TestDatabase;
  let registry: ReleaseRegistry;
  let store: DeployStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    const deployDir = await tempDir('deploy');
    const hostDist = await fakeHostDist();
    await writeShared(hostDist, [react, singleton('@commons/shared', '2.0.0')]);
    store = createDeployStore(deployDir);
    registry = createReleaseRegistry(database.db, { check: createCompatibilityCheck({ deployDir, hostDist }) });
    await publish('1.0.0', compatible);
    await publish('1.1.0', compatible);
    await publish('2.1.0', newerShared);
    await registry.activate('carbon', '1.0.0', 'bob');
  });
  afterAll(() => database.close());

  async function publish(version: string, shared: SharedLibrary[]) {
    const sourceDir = await fakeBuild(`carbon ${version}`);
    await writeShared(sourceDir, shared);
    await publishRemote(store, registry, { name: 'carbon', version, sourceDir, withContentHash: false, by: 'alice' });
  }
  const listing = async () => (await registry.list('carbon'))[0]!;

  it('should refuse to roll out a version the host cannot serve, naming the package and both versions', async () => {
    await expect(registry.rollout('carbon', '2.1.0', 10, 'bob')).rejects.toMatchObject({ statusCode: 409, message: refusal });
    expect((await listing()).rollout).toBeNull();
  });

  it('should roll it out with --force, and record the force in the audit', async () => {
    await expect(registry.rollout('carbon', '2.1.0', 10, 'bob', { force: true })).resolves.toMatchObject({ percent: 10 });
    expect((await listing()).history[0]).toMatchObject({ action: 'rollout', version: '2.1.0', percent: 10, forced: true });
  });

  it('should refuse to promote it unless forced again', async () => {
    await expect(registry.promote('carbon', 'bob')).rejects.toThrow(refusal);
    expect((await listing()).live?.version).toBe('1.0.0');
    await registry.promote('carbon', 'bob', { force: true });
    expect((await listing()).live).toMatchObject({ version: '2.1.0', action: 'promote', previous: '1.0.0', forced: true });
  });

  it('should refuse to roll back onto a version the host cannot serve', async () => {
    await registry.activate('carbon', '1.1.0', 'bob');
    await expect(registry.rollback('carbon', 'bob')).rejects.toMatchObject({ statusCode: 409, message: refusal });
    expect((await listing()).live?.version).toBe('1.1.0');

    await expect(registry.rollback('carbon', 'bob', { force: true })).resolves.toMatchObject({ version: '2.1.0' });
    expect((await listing()).live).toMatchObject({ version: '2.1.0', action: 'rollback', previous: '1.1.0', forced: true });
  });
});
