import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../../src/app';
import type { DatabaseHandle } from '../../../../../src/db/database';
import { openPostgres } from '../../../../../src/db/open';
import { bearer } from '../../../../helpers/accounts';
import { testConfig } from '../../../../helpers/build';
import { addListing, saveYear } from '../../../../helpers/carbon';
import { createTestDatabase } from '../../../../helpers/database';
import { footprintOf, withKey } from '../../../../helpers/idempotency';
import { payoutReadyUser, creditWallet } from '../../../../helpers/wallet';

/**
 * Two API instances on one database, as behind a load balancer: on PostgreSQL
 * (TEST_DATABASE_URL) each has its own pool; on PGlite they share the one database object.
 */
describe('Idempotency-Key across two API instances', () => {
  const handles: DatabaseHandle[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const first = await createTestDatabase();
    const url = process.env.TEST_DATABASE_URL;
    const second = url ? await openPostgres(url) : first;
    handles.push(first, ...(second === first ? [] : [second]));
    a = await buildApp(await testConfig(), { database: first.db });
    b = await buildApp(await testConfig(), { database: second.db });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
  });

  const send = (app: FastifyInstance, token: string, key: string, options: InjectOptions) =>
    app.inject({ ...options, headers: withKey(bearer(token), key) });
  const raise = (usd: number): InjectOptions => ({
    method: 'POST',
    url: '/api/api/wallet/individual/raise-withdrawal-request',
    payload: { requestedWithdrawalAmount: usd },
  });

  it('should replay on one instance the answer the other gave', async () => {
    const user = await payoutReadyUser(a);
    await creditWallet(a, user.individualId, 100);
    const key = randomUUID();
    const first = await send(a, user.token, key, raise(30));
    const again = await send(b, user.token, key, raise(30));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await footprintOf(a.db, user.individualId)).toMatchObject({ withdrawalRequests: 1, balanceCents: 7000 });
    expect((await send(b, user.token, key, raise(31))).statusCode).toBe(422);
  });

  it('should act once when a double click reaches both instances at once', async () => {
    const user = await payoutReadyUser(a);
    await creditWallet(a, user.individualId, 1000);
    for (let round = 0; round < 5; round += 1) {
      const key = randomUUID();
      const replies = await Promise.all([send(a, user.token, key, raise(10)), send(b, user.token, key, raise(10))]);
      expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(replies[1]!.json()).toEqual(replies[0]!.json());
    }
    expect(await footprintOf(b.db, user.individualId)).toMatchObject({ withdrawalRequests: 5, balanceCents: 95_000 });
  });

  it('should charge one checkout double-clicked across both instances', async () => {
    const user = await payoutReadyUser(a);
    await creditWallet(a, user.individualId, 1000);
    const listing = await addListing(a);
    const record = await saveYear(a, user.token);
    const checkout: InjectOptions = {
      method: 'POST',
      url: '/api/api/operational-data/individual/checkout',
      payload: { listingId: listing.id, operationalDataId: record.operationalDataId },
    };
    const key = randomUUID();
    const replies = await Promise.all([send(a, user.token, key, checkout), send(b, user.token, key, checkout)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[1]!.json()).toEqual(replies[0]!.json());
    const footprint = await footprintOf(a.db, user.individualId);
    expect(footprint.retirements).toBe(1);
    expect(footprint.walletEntries).toBe(3);
  });
});
