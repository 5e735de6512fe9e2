import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openChangeFeed, type ChangeFeed } from '../../src/db/change-feed';
import type { Database } from '../../src/db/database';
import { openPostgres } from '../../src/db/open';
import * as schema from '../../src/db/schema';
import { createTestDatabase } from '../helpers/database';
import { startTcpProxy, throughPort, type TcpProxy } from '../helpers/tcp-proxy';

const url = process.env.TEST_DATABASE_URL;

/**
 * What a PostgreSQL server restart or a network fault does to an API process (docs/reliability.md).
 * Only against PostgreSQL (TEST_DATABASE_URL); the connection goes through a proxy the test cuts.
 */
describe.runIf(url)('PostgreSQL connection faults', () => {
  let proxy: TcpProxy;
  const closing: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close().catch(() => {});
  });

  async function throughProxy() {
    proxy = await startTcpProxy({ host: new URL(url!).hostname, port: Number(new URL(url!).port || 5432) });
    closing.push(() => proxy.close());
    return throughPort(url!, proxy.port);
  }

  async function feedThroughProxy(): Promise<{ feed: ChangeFeed; pool: pg.Pool; heard: (string | null)[] }> {
    const pool = new pg.Pool({ connectionString: await throughProxy() });
    pool.on('connect', (client) => client.on('error', () => {}));
    pool.on('error', () => {});
    closing.push(() => pool.end());
    const retry = { firstMs: 50, maxMs: 200, markerTimeoutMs: 2_000 };
    const feed = (await openChangeFeed(drizzle(pool, { schema }) as unknown as Database, retry))!;
    closing.unshift(() => feed.close());
    const heard: (string | null)[] = [];
    feed.subscribe('wallets', (payload) => heard.push(payload));
    return { feed, pool, heard };
  }

  it('should listen again after its connection is cut, and tell its listeners to drop every copy', async () => {
    const { feed, heard } = await feedThroughProxy();
    proxy.cut();
    await vi.waitFor(() => expect(feed.live).toBe(false));
    expect(heard).toContain(null);
    // Long enough for several attempts to be refused: it keeps trying.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(feed.live).toBe(false);
    const heardWhileDown = heard.length;
    proxy.restore();
    await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 10_000 });
    // Told again once listening: a read that started while it was down must not be kept.
    expect(heard.slice(heardWhileDown)).toContain(null);
    await expect(feed.caughtUp()).resolves.toBeUndefined();

    const notifier = new pg.Client({ connectionString: url });
    await notifier.connect();
    await notifier.query("SELECT pg_notify('commons_wallet_changes', 'wallet-after-the-cut')");
    await notifier.end();
    await vi.waitFor(() => expect(heard).toContain('wallet-after-the-cut'));
  });

  it('should refuse caughtUp while it is not listening, rather than keep the request waiting', async () => {
    const { feed } = await feedThroughProxy();
    proxy.cut();
    await vi.waitFor(() => expect(feed.live).toBe(false));
    await expect(feed.caughtUp()).rejects.toThrow('not listening');
  });

  it('should keep the process up when idle connections die, and query again once the server is back', async () => {
    const lost = vi.fn();
    const handle = await openPostgres(await throughProxy(), lost);
    closing.unshift(() => handle.close());
    await handle.db.execute('select 1');
    proxy.cut();
    await vi.waitFor(() => expect(lost).toHaveBeenCalled());
    await expect(handle.db.execute('select 1')).rejects.toThrow();
    proxy.restore();
    await expect(handle.db.execute('select 1')).resolves.toBeDefined();
  });

  it('should migrate an empty database from two processes starting at once', async () => {
    await (await createTestDatabase()).close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await client.end();
    const opened = await Promise.all([openPostgres(url!), openPostgres(url!)]);
    for (const handle of opened) closing.push(() => handle.close());
    const counted = (await opened[0]!.db.execute('select count(*)::int as wallets from wallets')) as { rows: unknown[] };
    expect(counted.rows).toEqual([{ wallets: 0 }]);
  });
});
