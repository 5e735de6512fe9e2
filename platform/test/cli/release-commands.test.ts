import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseCommand } from '../../src/cli/release-args';
import { runReleaseCommand, type ReleaseContext } from '../../src/cli/release-commands';
import type { TestDatabase } from '../helpers/database';
import { createDeployStore } from '../../src/releases/deploy-store';
import { createReleaseRegistry } from '../../src/releases/registry';
import { tempDir } from '../helpers/temp-dirs';
import { createTestDatabase } from '../helpers/database';
import { fakeRepo } from '../helpers/fake-repo';

describe('release commands', () => {
  let database: TestDatabase;
  let ctx: ReleaseContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = {
      registry: createReleaseRegistry(database.db),
      store: createDeployStore(await tempDir('deploy')),
      repoRoot: await fakeRepo('carbon', '1.4.0', 'carbon 1.4.0'),
      by: 'frank',
    };
  });
  afterAll(() => database.close());

  it('should publish under the package version plus content hash and make it live', async () => {
    const lines = await runReleaseCommand(
      { command: 'publish', names: ['carbon'], version: null, contentVersion: true, activate: true },
      ctx,
    );
    expect(lines).toEqual([
      expect.stringMatching(/^carbon 1\.4\.0\+[0-9a-f]{8} published$/),
      expect.stringMatching(/^carbon 1\.4\.0\+[0-9a-f]{8} is live$/),
    ]);

    const again = await runReleaseCommand(
      { command: 'publish', names: ['carbon'], version: null, contentVersion: true, activate: false },
      ctx,
    );
    expect(again).toEqual([expect.stringMatching(/already published with the same content$/)]);
  });

  it('should say in one plain line that publishing and activating an unchanged build released nothing', async () => {
    const unchanged: ReleaseCommand = { command: 'publish', names: ['carbon'], version: null, contentVersion: true, activate: true };
    const first = await runReleaseCommand(unchanged, ctx);
    const again = await runReleaseCommand(unchanged, ctx);

    expect(first).toEqual(again);
    expect(again).toEqual([expect.stringMatching(/^carbon 1\.4\.0\+[0-9a-f]{8} is already published and live$/)]);
  });

  it('should show the live version of every remote, and that no page loads or vitals were reported yet', async () => {
    const lines = await runReleaseCommand({ command: 'status' }, ctx);
    // Three lines for each of the five remotes: its live version, its loads, its vitals.
    expect(lines).toHaveLength(15);
    expect(lines.filter((line) => line === '  no page loads reported in the last hour')).toHaveLength(5);
    expect(lines.filter((line) => line === '  no web vitals reported in the last hour')).toHaveLength(5);
    expect(lines).toContainEqual(expect.stringMatching(/^carbon +1\.4\.0\+[0-9a-f]{8} +\(activated .+ UTC by frank\)$/));
    expect(lines).toContain('account  no live version');
  });

  it('should list versions with the live one marked and its history', async () => {
    const lines = await runReleaseCommand({ command: 'list', name: 'carbon' }, ctx);
    expect(lines[0]).toMatch(/^carbon: live 1\.4\.0\+[0-9a-f]{8} \(activated .+ by frank\)$/);
    expect(lines[1]).toMatch(/^ {2}\* 1\.4\.0\+[0-9a-f]{8} {2}published .+ by frank {2}sha256 [0-9a-f]{12}$/);
    expect(lines[2]).toMatch(/activate {2}1\.4\.0\+[0-9a-f]{8} {2}by frank$/);
  });

  it('should explain why a rollback is impossible', async () => {
    await expect(runReleaseCommand({ command: 'rollback', name: 'carbon', force: false, reason: null }, ctx)).rejects.toThrow(
      'carbon has no previously active version to roll back to',
    );
  });

  it('should freeze a remote, refuse its switches saying who froze it and why, show it in the status, and unfreeze it', async () => {
    const frozen = await runReleaseCommand({ command: 'freeze', name: 'carbon', reason: 'year-end close' }, ctx);
    expect(frozen).toEqual([
      expect.stringMatching(/^carbon is frozen by frank since \d{1,2} \w{3} \d{4} \d\d:\d\d UTC: year-end close; no switch until `pnpm release unfreeze carbon --reason R`$/),
    ]);
    await expect(runReleaseCommand({ command: 'rollback', name: 'carbon', force: false, reason: null }, ctx)).rejects.toThrow(
      /^carbon is frozen by frank since .+ UTC: year-end close; unfreeze it first$/,
    );
    const status = await runReleaseCommand({ command: 'status' }, ctx);
    expect(status).toContainEqual(expect.stringMatching(/^ {2}FROZEN by frank since .+ UTC: year-end close$/));

    const unfrozen = await runReleaseCommand({ command: 'unfreeze', name: 'carbon', reason: 'close done' }, ctx);
    expect(unfrozen).toEqual([expect.stringMatching(/^carbon is unfrozen \(it was frozen by frank since .+ UTC: year-end close\)$/)]);
    expect((await runReleaseCommand({ command: 'status' }, ctx)).some((line) => line.includes('FROZEN'))).toBe(false);
  });
});
