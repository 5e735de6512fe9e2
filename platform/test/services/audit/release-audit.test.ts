import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../../src/audit/audit-query';
import { createReleaseRegistry } from '../../../src/releases/registry';
import type { ReleaseRegistry } from '../../../src/releases/types';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';

type Step = (registry: ReleaseRegistry) => Promise<unknown>;

/** Every changing command of the registry, in an order where each one changes something. */
const changes: Record<Exclude<keyof ReleaseRegistry, 'list' | 'status'>, { run: Step; event: object }> = {
  recordPublish: {
    run: (r) => r.recordPublish({ name: 'carbon', version: '1.1.0', contentHash: 'b'.repeat(64), by: 'alice' }),
    event: { kind: 'releases.publish', target: 'carbon', before: null, after: { version: '1.1.0', contentHash: 'b'.repeat(64) } },
  },
  activate: {
    run: (r) => r.activate('carbon', '1.1.0', 'alice', { reason: 'fixes the receipt' }),
    event: { kind: 'releases.activate', reason: 'fixes the receipt', before: { live: '1.0.0', rollout: null }, after: { live: '1.1.0', rollout: null } },
  },
  rollback: {
    run: (r) => r.rollback('carbon', 'alice', { force: true }),
    event: { kind: 'releases.rollback', before: { live: '1.1.0' }, after: { live: '1.0.0', rollout: null, forced: true } },
  },
  rollout: {
    run: (r) => r.rollout('carbon', '1.1.0', 10, 'alice'),
    event: { kind: 'releases.rollout', before: { live: '1.0.0', rollout: null }, after: { live: '1.0.0', rollout: { version: '1.1.0', percent: 10 } } },
  },
  promote: {
    run: async (r) => {
      await r.promote('carbon', 'alice');
      await r.rollout('carbon', '1.0.0', 5, 'alice');
    },
    event: { kind: 'releases.promote', before: { live: '1.0.0', rollout: { version: '1.1.0', percent: 10 } }, after: { live: '1.1.0', rollout: null } },
  },
  abort: {
    run: (r) => r.abort('carbon', 'alice', { reason: 'slow on Safari' }),
    event: { kind: 'releases.abort', reason: 'slow on Safari', after: { live: '1.1.0', rollout: null } },
  },
  freeze: {
    run: (r) => r.freeze('carbon', 'alice', { reason: 'year-end close' }),
    event: { kind: 'releases.freeze', reason: 'year-end close', before: null, after: { by: 'alice', reason: 'year-end close' } },
  },
  unfreeze: {
    run: (r) => r.unfreeze('carbon', 'alice', { reason: 'close done' }),
    event: { kind: 'releases.unfreeze', reason: 'close done', before: { by: 'alice', reason: 'year-end close' }, after: null },
  },
};

describe('the audit of release commands', () => {
  let database: TestDatabase;
  let registry: ReleaseRegistry;
  const newest = async () => (await listAuditEvents(database.db, {}, { limit: 2 })).events;

  beforeAll(async () => {
    database = await createTestDatabase();
    registry = createReleaseRegistry(database.db);
    await registry.recordPublish({ name: 'carbon', version: '1.0.0', contentHash: 'a'.repeat(64), by: 'alice' });
    await registry.activate('carbon', '1.0.0', 'alice');
  });
  afterAll(() => database.close());

  it('should name every command of the registry as a change or a reading', () => {
    expect(Object.keys(registry).sort()).toEqual([...Object.keys(changes), 'list', 'status'].sort());
  });

  it.each(Object.entries(changes))('should audit %s as automation with who acts', async (method, { run, event }) => {
    await run(registry);
    const events = await newest();
    // promote's step starts a rollout after it, to leave one for abort.
    const own = method === 'promote' ? events[1] : events[0];
    expect(own).toMatchObject({ actorKind: 'automation', actorId: null, actorName: 'alice', target: 'carbon', ...event });
  });

  it('should write nothing for a command that changes nothing or is refused', async () => {
    const [before] = await newest();
    await registry.activate('carbon', '1.1.0', 'alice');
    await registry.recordPublish({ name: 'carbon', version: '1.0.0', contentHash: 'a'.repeat(64), by: 'alice' });
    await expect(registry.promote('carbon', 'alice')).rejects.toThrow('no rollout in progress');
    await registry.list();
    await registry.status();
    expect((await newest())[0]).toEqual(before);
  });
});
