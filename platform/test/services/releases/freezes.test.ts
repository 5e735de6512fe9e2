import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../../src/audit/audit-query';
import { remoteActivations, remoteFreezes, remoteRollouts } from '../../../src/db/schema';
import { utcMinute } from '../../../src/releases/freezes';
import { createReleaseRegistry } from '../../../src/releases/registry';
import type { ReleaseRegistry } from '../../../src/releases/types';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

type Switch = (r: ReleaseRegistry) => Promise<unknown>;

/** Every switch a person makes, each of which would change something on the remote as set up. */
const switches: Record<string, { setup?: Switch; run: Switch }> = {
  activate: { run: (r) => r.activate('carbon', '1.2.0', 'bob') },
  rollback: { setup: (r) => r.activate('carbon', '1.1.0', 'alice'), run: (r) => r.rollback('carbon', 'bob') },
  rollout: { run: (r) => r.rollout('carbon', '1.1.0', 10, 'bob') },
  'share change': { setup: (r) => r.rollout('carbon', '1.1.0', 10, 'alice'), run: (r) => r.rollout('carbon', '1.1.0', 50, 'bob') },
  promote: { setup: (r) => r.rollout('carbon', '1.1.0', 10, 'alice'), run: (r) => r.promote('carbon', 'bob') },
  abort: { setup: (r) => r.rollout('carbon', '1.1.0', 10, 'alice'), run: (r) => r.abort('carbon', 'bob') },
};

describe('freezing a remote', () => {
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
    await database.db.delete(remoteFreezes);
    await database.db.delete(remoteRollouts);
    await database.db.delete(remoteActivations);
    await registry.activate('carbon', '1.0.0', 'alice');
  });
  afterAll(() => database.close());

  const served = async () => {
    const [carbon] = await registry.list('carbon');
    return { live: carbon!.live?.version, rollout: carbon!.rollout, switches: carbon!.history.length };
  };

  it.each(Object.entries(switches))('should refuse %s while frozen, naming who froze it, when and why, and change nothing', async (_, { setup, run }) => {
    await setup?.(registry);
    const frozen = await registry.freeze('carbon', 'rel@example.org', { reason: 'year-end close' });
    const before = await served();
    const error = await run(registry).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 409,
      message: `carbon is frozen by rel@example.org since ${utcMinute(new Date(frozen.since))}: year-end close; unfreeze it first`,
    });
    expect(await served()).toEqual(before);
  });

  it.each(Object.entries(switches))('should allow %s again once unfrozen', async (_, { setup, run }) => {
    await setup?.(registry);
    await registry.freeze('carbon', 'rel@example.org', { reason: 'year-end close' });
    await registry.unfreeze('carbon', 'rel@example.org', { reason: 'close done' });
    await expect(run(registry)).resolves.toBeDefined();
  });

  it("should still let the health gate's abort end a bad rollout while frozen", async () => {
    await registry.rollout('carbon', '1.1.0', 10, 'alice');
    await registry.freeze('carbon', 'rel@example.org', { reason: 'year-end close' });
    await expect(registry.abort('carbon', 'health-gate', { reason: 'failing', version: '1.1.0', despiteFreeze: true })).resolves.toMatchObject({ live: '1.0.0' });
    expect((await served()).rollout).toBeNull();
  });

  it('should let an activation of the live version, which changes nothing, pass while frozen', async () => {
    await registry.freeze('carbon', 'rel@example.org', { reason: 'year-end close' });
    await expect(registry.activate('carbon', '1.0.0', 'ci')).resolves.toMatchObject({ changed: false });
  });

  it('should show the freeze in the status, and only on the frozen remote', async () => {
    await registry.freeze('carbon', 'rel@example.org', { reason: 'year-end close' });
    const status = await registry.status();
    expect(status.find((s) => s.name === 'carbon')?.frozen).toMatchObject({ by: 'rel@example.org', reason: 'year-end close' });
    expect(status.filter((s) => s.frozen !== null).map((s) => s.name)).toEqual(['carbon']);
  });

  it('should refuse a second freeze, an unfreeze of what is not frozen, and a blank reason', async () => {
    await expect(registry.unfreeze('carbon', 'bob', { reason: 'go' })).rejects.toMatchObject({ statusCode: 409, message: 'carbon is not frozen' });
    await expect(registry.freeze('carbon', 'bob', { reason: '   ' })).rejects.toMatchObject({ statusCode: 400 });
    await registry.freeze('carbon', 'rel@example.org', { reason: 'year-end close' });
    await expect(registry.freeze('carbon', 'bob', { reason: 'again' })).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('already frozen') });
  });

  it('should let exactly one of a freeze and a switch racing win, with the state and the audit agreeing', async () => {
    for (let round = 0; round < 6; round += 1) {
      await database.db.delete(remoteFreezes);
      const live = (await served()).live;
      const next = live === '1.1.0' ? '1.2.0' : '1.1.0';
      const [frozen, switched] = await Promise.allSettled([
        registry.freeze('carbon', 'rel@example.org', { reason: `race ${round}` }),
        registry.activate('carbon', next, 'bob'),
      ]);
      // The freeze always lands: it waits for the switch, or the switch finds it and is refused.
      expect(frozen.status).toBe('fulfilled');
      const now = await served();
      if (switched.status === 'fulfilled') expect(now.live).toBe(next);
      else {
        expect(switched.reason).toMatchObject({ statusCode: 409, message: expect.stringContaining('is frozen by rel@example.org') });
        expect(now.live).toBe(live);
      }
      const [newest] = (await listAuditEvents(database.db, {}, { limit: 1 })).events;
      // Whichever committed last wrote the newest event; a refused switch wrote none.
      if (switched.status === 'rejected') expect(newest).toMatchObject({ kind: 'releases.freeze', reason: `race ${round}` });
    }
  });
});
