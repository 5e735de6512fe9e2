import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../helpers/database';
import { remoteActivations, remoteLoadCounts, remoteRollouts } from '../../../src/db/schema';
import { countRetentionMs, createLoadHealth } from '../../../src/releases/load-health';
import { createReleaseRegistry } from '../../../src/releases/registry';
import type { ReleaseRegistry } from '../../../src/releases/types';
import { createTestDatabase } from '../../helpers/database';

describe('rollouts in the release registry', () => {
  let database: TestDatabase;
  let registry: ReleaseRegistry;

  beforeAll(async () => {
    database = await createTestDatabase();
    registry = createReleaseRegistry(database.db);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      await registry.recordPublish({ name: 'carbon', version, contentHash: 'a'.repeat(64), by: 'alice' });
    }
  });
  beforeEach(async () => {
    await database.db.delete(remoteRollouts);
    await database.db.delete(remoteActivations);
    await registry.activate('carbon', '1.0.0', 'alice');
  });
  afterAll(() => database.close());

  const carbon = async () => (await registry.list('carbon'))[0]!;

  it('should start a rollout without changing the live version, and record who, from, to and the share', async () => {
    await expect(registry.rollout('carbon', '1.1.0', 10, 'bob')).resolves.toEqual({
      name: 'carbon',
      version: '1.1.0',
      percent: 10,
      previousPercent: null,
      live: '1.0.0',
    });
    const listing = await carbon();
    expect(listing.live?.version).toBe('1.0.0');
    expect(listing.rollout).toMatchObject({ version: '1.1.0', percent: 10, startedBy: 'bob' });
    expect(listing.history[0]).toMatchObject({
      action: 'rollout',
      version: '1.1.0',
      previous: '1.0.0',
      percent: 10,
      activatedBy: 'bob',
      forced: false,
    });
  });

  it('should change the share of the rollout in progress', async () => {
    await registry.rollout('carbon', '1.1.0', 10, 'bob');
    await expect(registry.rollout('carbon', '1.1.0', 50, 'carol')).resolves.toMatchObject({ percent: 50, previousPercent: 10 });
    expect((await carbon()).rollout).toMatchObject({ version: '1.1.0', percent: 50, startedBy: 'bob' });
    expect((await carbon()).history.map((h) => [h.action, h.percent, h.activatedBy])).toEqual([
      ['rollout', 50, 'carol'],
      ['rollout', 10, 'bob'],
      ['activate', null, 'alice'],
    ]);
  });

  it('should allow one rollout per remote at a time', async () => {
    await registry.rollout('carbon', '1.1.0', 10, 'bob');
    await expect(registry.rollout('carbon', '1.2.0', 10, 'bob')).rejects.toMatchObject({
      statusCode: 409,
      message: 'carbon 1.1.0 is rolling out to 10%; promote or abort it before you roll out 1.2.0',
    });
    await expect(registry.activate('carbon', '1.2.0', 'bob')).rejects.toThrow('promote or abort it before you activate 1.2.0');
    await expect(registry.rollback('carbon', 'bob')).rejects.toThrow(/no previously active version|promote or abort/);
  });

  it('should promote the rollout to everyone, and roll back from there to the version before', async () => {
    await registry.rollout('carbon', '1.1.0', 25, 'bob');
    await expect(registry.promote('carbon', 'dave')).resolves.toEqual({
      name: 'carbon',
      version: '1.1.0',
      previous: '1.0.0',
      changed: true,
    });
    const listing = await carbon();
    expect(listing.live).toMatchObject({ version: '1.1.0', action: 'promote', activatedBy: 'dave', previous: '1.0.0' });
    expect(listing.rollout).toBeNull();

    await expect(registry.rollback('carbon', 'dave')).resolves.toMatchObject({ version: '1.0.0', previous: '1.1.0' });
  });

  it('should abort the rollout, sending everyone back to the live version, with the reason in the audit', async () => {
    await registry.rollout('carbon', '1.1.0', 25, 'bob');
    await expect(registry.abort('carbon', 'erin', { reason: 'slow on old phones' })).resolves.toEqual({
      name: 'carbon',
      version: '1.1.0',
      live: '1.0.0',
    });
    const listing = await carbon();
    expect(listing.rollout).toBeNull();
    expect(listing.live?.version).toBe('1.0.0');
    expect(listing.history[0]).toMatchObject({ action: 'abort', version: '1.1.0', reason: 'slow on old phones', activatedBy: 'erin' });
    // An abort changes nothing live: rollback still goes to what came before the live version.
    await expect(registry.rollback('carbon', 'erin')).rejects.toThrow('no previously active version');
  });

  it('should abort only the version it names, as the health gate asks', async () => {
    await registry.rollout('carbon', '1.2.0', 25, 'bob');
    await expect(registry.abort('carbon', 'health-gate', { version: '1.1.0' })).rejects.toThrow('carbon has no rollout in progress');
    expect((await carbon()).rollout?.version).toBe('1.2.0');
  });

  it.each([
    ['no rollout to promote', (r: ReleaseRegistry) => r.promote('carbon', 'bob'), 'carbon has no rollout in progress'],
    ['no rollout to abort', (r: ReleaseRegistry) => r.abort('carbon', 'bob'), 'carbon has no rollout in progress'],
    ['the live version', (r: ReleaseRegistry) => r.rollout('carbon', '1.0.0', 10, 'bob'), 'carbon 1.0.0 is already live for everyone'],
    ['an unpublished version', (r: ReleaseRegistry) => r.rollout('carbon', '9.9.9', 10, 'bob'), 'carbon 9.9.9 is not published'],
    ['0%', (r: ReleaseRegistry) => r.rollout('carbon', '1.1.0', 0, 'bob'), 'percent must be a whole number from 1 to 99'],
    ['100%', (r: ReleaseRegistry) => r.rollout('carbon', '1.1.0', 100, 'bob'), 'promote makes a rollout live for everyone'],
    ['12.5%', (r: ReleaseRegistry) => r.rollout('carbon', '1.1.0', 12.5, 'bob'), 'percent must be a whole number'],
  ])('should refuse %s and change nothing', async (_case, act, message) => {
    const before = await carbon();
    await expect(act(registry)).rejects.toThrow(message);
    expect(await carbon()).toEqual(before);
  });

  it('should refuse a rollout before any version is live', async () => {
    await registry.recordPublish({ name: 'wallet', version: '1.0.0', contentHash: 'b'.repeat(64), by: 'alice' });
    await expect(registry.rollout('wallet', '1.0.0', 10, 'bob')).rejects.toThrow(
      'wallet has no live version yet; activate one before rolling out another',
    );
  });

  it('should keep one rollout when two start at once', async () => {
    const results = await Promise.allSettled([
      registry.rollout('carbon', '1.1.0', 10, 'bob'),
      registry.rollout('carbon', '1.2.0', 10, 'carol'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await database.db.select().from(remoteRollouts)).toHaveLength(1);
  });
});

describe('load counts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createReleaseRegistry(database.db).recordPublish({ name: 'carbon', version: '1.0.0', contentHash: 'a'.repeat(64), by: 'a' });
  });
  afterAll(() => database.close());

  it('should keep counts for a week, then drop them', async () => {
    const health = createLoadHealth(database.db);
    const now = Date.now();
    await health.record([{ remote: 'carbon', version: '1.0.0', outcome: 'loaded', ms: 100 }], now - countRetentionMs - 120_000);
    await health.record([{ remote: 'carbon', version: '1.0.0', outcome: 'loaded', ms: 100 }], now - countRetentionMs + 120_000);
    expect(await database.db.select().from(remoteLoadCounts)).toHaveLength(2);
    await health.record([{ remote: 'carbon', version: '1.0.0', outcome: 'loaded', ms: 100 }], now);
    const kept = await database.db.select().from(remoteLoadCounts);
    expect(kept.map((row) => row.minute.getTime()).sort()).toEqual([
      Math.floor((now - countRetentionMs + 120_000) / 60_000) * 60_000,
      Math.floor(now / 60_000) * 60_000,
    ]);
  });
});
