import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { endpoints, type Endpoint } from '@commons/shared/contract';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema';
import { bearer } from '../helpers/accounts';
import { nestedArrays } from '../helpers/bad-input-values';
import { useTestApp } from '../helpers/build';
import { approvedUser } from '../helpers/wallet';

/** A JSON body (not a multipart upload) that takes an Idempotency-Key. */
const idempotentJsonEndpoints = (endpoints as readonly Endpoint[]).filter((endpoint) => endpoint.idempotent && !endpoint.consumes);

/**
 * A deeply nested body sent with an `Idempotency-Key` (docs/reliability.md#1-the-api-under-attack):
 * the key's fingerprint reads the body before validation does, so the depth must be refused
 * there with a 400 and a message, never a 500, and no key may be kept.
 */
describe('a deeply nested body with an Idempotency-Key', () => {
  const ctx = useTestApp();

  it('should be refused with a 400 and a message on every idempotent route, keeping no key', async () => {
    expect(idempotentJsonEndpoints.length).toBeGreaterThan(3);
    const user = await approvedUser(ctx.app);
    const failures: string[] = [];
    for (const endpoint of idempotentJsonEndpoints) {
      for (const [label, payload] of [
        ['arrays', nestedArrays(10_000)],
        ['objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
      ] as const) {
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: `/api/api${endpoint.path.replace(/:[A-Za-z]+/g, randomUUID())}`,
          headers: { ...bearer(user.token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          payload,
        });
        const message = response.statusCode === 400 ? response.json<{ message?: string }>().message : undefined;
        if (!message) failures.push(`${endpoint.key} [${label}]: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await ctx.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, user.individualId))).toEqual([]);
  });
});
