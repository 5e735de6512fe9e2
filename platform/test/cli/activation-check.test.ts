import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseCommand } from '../../src/cli/release-args';
import { runReleaseCommand } from '../../src/cli/release-commands';
import type { TestDatabase } from '../helpers/database';
import { createCompatibilityCheck } from '../../src/releases/compatibility-check';
import { createDeployStore, type DeployStore } from '../../src/releases/deploy-store';
import { publishRemote } from '../../src/releases/publish';
import { createReleaseRegistry } from '../../src/releases/registry';
import type { SharedLibrary } from '../../src/releases/shared-manifest';
import type { ReleaseRegistry } from '../../src/releases/types';
import { fakeHostDist } from '../helpers/host-dist';
import { tempDir } from '../helpers/temp-dirs';
import { createTestDatabase } from '../helpers/database';
import { fakeBuild } from '../helpers/fake-build';
import { singleton, writeShared } from '../helpers/fake-manifest';
import { fakeRepo } from '../helpers/fake-repo';

const hostShared = [
  singleton('react', '19.3.1', '^19.2.0'),
  singleton('react-dom', '19.3.1', '^19.2.0'),
  singleton('@commons/shared', '2.0.0'),
];

describe('activation of a remote against the host singletons', () => {
  let database: TestDatabase;
  let registry: ReleaseRegistry;
  let store: DeployStore;
  let hostDist: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const deployDir = await tempDir('deploy');
    hostDist = await fakeHostDist();
    await writeShared(hostDist, hostShared);
    store = createDeployStore(deployDir);
    registry = createReleaseRegistry(database.db, { check: createCompatibilityCheck({ deployDir, hostDist }) });
  });
  afterAll(() => database.close());

  const publish = async (version: string, shared: SharedLibrary[]) => {
    const sourceDir = await fakeBuild(`carbon ${version}`);
    await writeShared(sourceDir, shared);
    return publishRemote(store, registry, { name: 'carbon', version, sourceDir, withContentHash: false, by: 'alice' });
  };
  const live = async () => (await registry.status()).find((s) => s.name === 'carbon')?.live?.version;

  it('should activate a version built against the host majors', async () => {
    await publish('1.0.0', [singleton('react', '19.2.0', '^19.2.0'), singleton('react/jsx-runtime', '19.2.0', '^19.2.0')]);
    await expect(registry.activate('carbon', '1.0.0', 'bob')).resolves.toMatchObject({ changed: true });
  });

  it('should refuse a version that needs another major, naming the library and both versions', async () => {
    await publish('2.0.0', [singleton('react', '20.0.0', '^20'), singleton('react-dom', '19.3.1', '^19.2.0')]);
    await expect(registry.activate('carbon', '2.0.0', 'bob')).rejects.toMatchObject({
      statusCode: 409,
      message: 'carbon 2.0.0 needs react ^20 but the host provides react 19.3.1',
    });
    expect(await live()).toBe('1.0.0');
  });

  it('should refuse a version built against a newer @commons/shared than the host provides', async () => {
    await publish('2.1.0', [singleton('react', '19.3.1', '^19.2.0'), singleton('@commons/shared', '2.1.0')]);
    await expect(registry.activate('carbon', '2.1.0', 'bob')).rejects.toMatchObject({
      statusCode: 409,
      message: 'carbon 2.1.0 needs @commons/shared ^2.1.0 but the host provides @commons/shared 2.0.0',
    });
    expect(await live()).toBe('1.0.0');
  });

  it('should refuse publish --activate after publishing, leaving the live version', async () => {
    const repoRoot = await fakeRepo('carbon', '3.0.0', 'carbon 3.0.0');
    await writeShared(path.join(repoRoot, 'mfe-carbon', 'dist'), [singleton('react-dom', '20.1.0', '^20.1.0')]);
    const publishAndActivate: ReleaseCommand = {
      command: 'publish',
      names: ['carbon'],
      version: null,
      contentVersion: false,
      activate: true,
    };
    await expect(runReleaseCommand(publishAndActivate, { registry, store, repoRoot, by: 'bob' })).rejects.toThrow(
      'carbon 3.0.0 needs react-dom ^20.1.0 but the host provides react-dom 19.3.1',
    );
    const [listing] = await registry.list('carbon');
    expect(listing?.versions.map((v) => v.version)).toContain('3.0.0');
    expect(await live()).toBe('1.0.0');
  });

  it('should say an unpublished version is not published', async () => {
    await expect(registry.activate('carbon', '9.9.9', 'bob')).rejects.toThrow('carbon 9.9.9 is not published');
  });

  it('should refuse to activate what it cannot check', async () => {
    await publish('4.0.0', [singleton('react', '19.3.1', '^19.2.0')]);
    await rm(path.join(hostDist, 'mf-manifest.json'));
    await expect(registry.activate('carbon', '4.0.0', 'bob')).rejects.toThrow(
      `Cannot check carbon 4.0.0 against the host: ${path.join(hostDist, 'mf-manifest.json')} is missing; build the host first`,
    );
    await writeShared(hostDist, hostShared);
    await rm(store.versionDir('carbon', '4.0.0'), { recursive: true });
    await expect(registry.activate('carbon', '4.0.0', 'bob')).rejects.toThrow('carbon 4.0.0 has no');
  });
});
