import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dataExportsPerDay } from '@commons/shared/domain';
import { dataExports } from '../../src/db/schema';
import { bearer } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { approvedUser } from '../helpers/wallet';
import { buildWaitingExports, insertDocument } from '../helpers/your-data';
import { recordRows, type ReliabilityRow } from './report';

/**
 * The export flood a security review found (docs/product-rules.md#your-data-export-and-deletion):
 * one account asked for 13 exports in 90 s, each kept a day, and held the one worker. Here one
 * account asks 13 times, each ask built before the next, then 20 times at once; and a second
 * account's export must still be built and kept under the total cap.
 */
const asks = 13;
/** Room for two exports of an account holding a 200 KB document, not three. */
const keptBytes = 450 * 1024;
const rows: ReliabilityRow[] = [];

describe('the data export flood', () => {
  const ctx = useTestApp({ dataExportsKeptBytes: keptBytes });
  afterAll(() => recordRows('export-flood', rows));

  const ask = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/api/user/individual/data-exports',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: {},
    });

  /** The ZIPs kept on disk now (PGlite keeps them as files in `$DATA_DIR/exports`). */
  const filesKept = async () => (await readdir(path.join(ctx.app.config.dataDir, 'exports')).catch(() => [])).length;

  it(`should build at most ${dataExportsPerDay} exports of ${asks} asks in a row, and keep one file`, async () => {
    const flooder = await approvedUser(ctx.app);
    await insertDocument(ctx.app, flooder.individualId, 200 * 1024);
    const statuses: number[] = [];
    for (let i = 0; i < asks; i += 1) {
      const answer = await ask(flooder.token);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      await buildWaitingExports(ctx.app);
    }
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => ask(flooder.token)));
    await buildWaitingExports(ctx.app);

    const built = await ctx.app.db.select().from(dataExports).where(eq(dataExports.ownerId, flooder.individualId));
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBe(dataExportsPerDay);
    expect(statuses.slice(dataExportsPerDay).every((status) => status === 429)).toBe(true);
    expect(concurrent.every((answer) => answer.statusCode === 429)).toBe(true);
    expect(built).toHaveLength(dataExportsPerDay);
    expect(built.filter((row) => row.state === 'READY')).toHaveLength(1);
    expect(await filesKept()).toBe(1);
    rows.push(
      { area: 'export flood', check: `${asks} asks in a row build ${dataExportsPerDay}, the rest 429 with Retry-After`, count: asks, held: true },
      { area: 'export flood', check: '20 simultaneous asks past the limit start nothing', count: 20, held: true },
      { area: 'export flood', check: 'one file kept per account', count: 1, held: true },
    );
  });

  it('should still build another account\'s export, keeping the total under the cap', async () => {
    const other = await approvedUser(ctx.app);
    await insertDocument(ctx.app, other.individualId, 200 * 1024);
    expect((await ask(other.token)).statusCode).toBe(202);
    await buildWaitingExports(ctx.app);
    const [row] = await ctx.app.db.select().from(dataExports).where(eq(dataExports.ownerId, other.individualId));
    expect(row).toMatchObject({ state: 'READY' });
    const kept = await ctx.app.db.select({ size: dataExports.size }).from(dataExports).where(eq(dataExports.state, 'READY'));
    expect(kept.reduce((sum, { size }) => sum + (size ?? 0), 0)).toBeLessThanOrEqual(keptBytes);
    expect(await filesKept()).toBe(kept.length);
    rows.push({ area: 'export flood', check: 'another account is served, kept ZIPs under the cap', count: 1, held: true });
  });
});
