import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { dataExportsPerDay } from '@commons/shared/domain';
import { dataExports } from '../../../../../src/db/schema';
import { exportStoreOf } from '../../../../../src/domains/your-data/export-store';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { approvedUser } from '../../../../helpers/wallet';
import { buildWaitingExports, insertDocument } from '../../../../helpers/your-data';

const exportsPath = 'user/individual/data-exports';

/** Room for one export of an account holding a 100 KB document, not for two. */
const keptBytes = 150 * 1024;

describe('the limits on data exports (docs/product-rules.md#your-data-export-and-deletion)', () => {
  const ctx = useTestApp({ dataExportsKeptBytes: keptBytes });

  const ask = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/api/${exportsPath}`,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: {},
    });

  const rowsOf = (ownerId: string) => ctx.app.db.select().from(dataExports).where(eq(dataExports.ownerId, ownerId));

  it('should start at most one export for 20 concurrent asks', async () => {
    const owner = await approvedUser(ctx.app);
    // Nothing is built while the asks race: an export already built rightly lets a later ask
    // start another, and on a busy machine the first could be built before the last ask's turn.
    const building = vi.spyOn(ctx.app.dataExports, 'runPending').mockResolvedValue(0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(owner.token))).finally(() => building.mockRestore());
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json<{ exportId: string }>().exportId)).size).toBe(1);
    expect(await rowsOf(owner.individualId)).toHaveLength(1);
    await buildWaitingExports(ctx.app);
  });

  it(`should refuse export ${dataExportsPerDay + 1} within a day with 429, saying when, and Retry-After`, async () => {
    const owner = await approvedUser(ctx.app);
    // The oldest of the day was asked 20 hours ago: the next is allowed 4 hours from now.
    const oldest = new Date(Date.now() - 20 * 3_600_000);
    await ctx.app.db.insert(dataExports).values(
      Array.from({ length: dataExportsPerDay }, (_, i) => ({
        ownerId: owner.individualId,
        siteOrigin: 'http://localhost',
        state: 'EXPIRED' as const,
        requestedAt: new Date(oldest.getTime() + i * 60_000),
      })),
    );
    const refused = await ask(owner.token);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(4 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(4 * 3600);
    const nextMinute = Math.ceil((oldest.getTime() + 24 * 3_600_000) / 60_000) * 60_000;
    const next = new Date(nextMinute).toISOString().slice(0, 16).replace('T', ' ');
    expect(refused.json<{ message: string }>().message).toBe(
      `You can ask for ${dataExportsPerDay} exports a day; you can ask for the next at ${next} UTC`,
    );
    expect(await rowsOf(owner.individualId)).toHaveLength(dataExportsPerDay);

    // A day after the oldest, one more is allowed.
    await ctx.app.db
      .update(dataExports)
      .set({ requestedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(dataExports.ownerId, owner.individualId), eq(dataExports.requestedAt, oldest)));
    expect((await ask(owner.token)).statusCode).toBe(202);
    await buildWaitingExports(ctx.app);
  });

  it("should replace the previous export's file when a new one is ready", async () => {
    const owner = await approvedUser(ctx.app);
    expect((await ask(owner.token)).statusCode).toBe(202);
    await buildWaitingExports(ctx.app);
    const [first] = await rowsOf(owner.individualId);
    expect(first).toMatchObject({ state: 'READY' });

    expect((await ask(owner.token)).statusCode).toBe(202);
    await buildWaitingExports(ctx.app);
    const rows = await rowsOf(owner.individualId);
    const replaced = rows.find((row) => row.id === first!.id);
    expect(replaced).toMatchObject({ state: 'EXPIRED', blobKey: null, tokenHash: null });
    expect(rows.filter((row) => row.state === 'READY')).toHaveLength(1);
    expect(await exportStoreOf(ctx.app.config, ctx.app.blobs).get(first!.blobKey!)).toBeNull();
  });

  it('should remove the oldest kept exports of other accounts when the total passes the cap', async () => {
    const older = await approvedUser(ctx.app);
    const newer = await approvedUser(ctx.app);
    await insertDocument(ctx.app, older.individualId, 100 * 1024);
    await insertDocument(ctx.app, newer.individualId, 100 * 1024);
    expect((await ask(older.token)).statusCode).toBe(202);
    await buildWaitingExports(ctx.app);
    const [kept] = await rowsOf(older.individualId);
    expect(kept).toMatchObject({ state: 'READY' });

    expect((await ask(newer.token)).statusCode).toBe(202);
    await buildWaitingExports(ctx.app);
    const [removed] = await rowsOf(older.individualId);
    expect(removed).toMatchObject({ state: 'EXPIRED', blobKey: null });
    expect(await exportStoreOf(ctx.app.config, ctx.app.blobs).get(kept!.blobKey!)).toBeNull();
    const ready = await ctx.app.db
      .select({ size: dataExports.size })
      .from(dataExports)
      .where(inArray(dataExports.state, ['READY']));
    expect(ready.reduce((sum, row) => sum + (row.size ?? 0), 0)).toBeLessThanOrEqual(keptBytes);
    expect((await rowsOf(newer.individualId))[0]).toMatchObject({ state: 'READY' });
  });
});
